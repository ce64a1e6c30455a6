import type { Operation } from '../../../shared/contract/envelope';
import type {
  ConsumedRow,
  Deviation,
  InstanceResource,
  InstanceState,
  InstanceSummary,
  InstanceUndo,
} from '../../../shared/contract/step-instances';
import { pathTo } from '../../../shared/routes';
import { DEFAULT_UNIT, type Unit } from '../../../shared/units';
import { AppError } from '../../http/app-error';
import { isMixture } from '../../stock-core/item-kind';
import { fromMicro } from '../../stock-core/quantities';
import type { ConsumedRowStored, InstanceRow, ProducedRowStored } from './repo';

export const instanceUri = (id: string) => pathTo('getStepInstance', { id });

export const instanceOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: pathTo('updateStepInstance', { id }), 'Expects-a': 'Step instance patch' },
  { rel: 'delete', method: 'DELETE', href: pathTo('undoStepInstance', { id }) },
];

/** An undone run can be read, but neither changed nor undone again. */
export const instanceResource = (state: InstanceState): InstanceResource => ({
  Id: instanceUri(state.instance_id),
  state,
  operations: state.undone === null ? instanceOperations(state.instance_id) : [],
});

const createInstanceOperation: Operation = {
  rel: 'create',
  method: 'POST',
  href: pathTo('createStepInstance'),
  'Expects-a': 'Step instance definition',
};

export const missingInstance = (id: string, detail = `No step instance ${id}.`) =>
  new AppError('missing-resource', { Id: instanceUri(id), operations: [createInstanceOperation], detail });

export const duplicateField = (name: string) =>
  new AppError('duplicate-resource', { invalidParams: [{ name, reason: 'must not already exist' }] });

export const shortage = (field: string, what: 'batch' | 'mixture total', requested: number, available: number) =>
  new AppError('insufficient-quantity', {
    detail: `requested quantity exceeds ${what}`,
    invalidParams: [{ name: field, reason: `requested ${fromMicro(requested)}, but only ${fromMicro(available)} is available` }],
  });

export interface InstanceView {
  row: InstanceRow;
  consumed: readonly ConsumedRowStored[];
  produced: readonly ProducedRowStored[];
  names: ReadonlyMap<string, string>;
  units: ReadonlyMap<string, Unit>;
  /** what the run took of each lot of each consumed mixture, in micro-units */
  takes: readonly { mix_id: string; batch_id: string; quantity: number }[];
  undoBlockedBy: string | null;
  undone: InstanceUndo | null;
}

const metadataOf = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, never>));

export function instanceState(view: InstanceView): InstanceState {
  const { row, names, units } = view;
  const consumed = view.consumed.map((c): ConsumedRow => {
    const mixture = isMixture(c.resource_id);
    return {
      resource_id: c.resource_id,
      resource_type: mixture ? 'mixture' : 'batch',
      name: names.get(c.resource_id) ?? '',
      sku_id: c.sku_id,
      unit: units.get(c.resource_id) ?? DEFAULT_UNIT,
      bin_id: c.bin_id,
      quantity: fromMicro(c.quantity),
      remaining_qty: fromMicro(c.remaining_qty),
      ...(mixture && {
        components: view.takes
          .filter((take) => take.mix_id === c.resource_id)
          .map((take) => ({ batch_id: take.batch_id, name: names.get(take.batch_id) ?? '', quantity: fromMicro(take.quantity) })),
      }),
    };
  });
  return {
    instance_id: row.id,
    template_id: row.template_id,
    template_name: row.template_name,
    operator: row.operator,
    notes: row.notes,
    metadata: metadataOf(row.metadata),
    created_at: new Date(row.created_at).toISOString(),
    operation_id: row.operation_id,
    consumed,
    produced: view.produced.map((p) => ({
      batch_id: p.batch_id,
      sku_id: p.sku_id,
      name: names.get(p.batch_id) ?? '',
      unit: units.get(p.batch_id) ?? units.get(p.sku_id) ?? DEFAULT_UNIT,
      quantity: fromMicro(p.quantity),
      bin_id: p.bin_id,
    })),
    deviations: JSON.parse(row.deviations) as Deviation[],
    undo_blocked_by: view.undoBlockedBy,
    undone: view.undone,
  };
}

export function instanceSummary(
  row: InstanceRow,
  consumed: readonly ConsumedRowStored[],
  produced: readonly ProducedRowStored[],
  names: ReadonlyMap<string, string>,
): InstanceSummary {
  return {
    instance_id: row.id,
    template_id: row.template_id,
    template_name: row.template_name,
    operator: row.operator,
    created_at: new Date(row.created_at).toISOString(),
    inputs: consumed.map((c) => ({ id: c.resource_id, name: names.get(c.resource_id) ?? '' })),
    outputs: produced.map((p) => ({ id: p.batch_id, name: names.get(p.batch_id) ?? '' })),
  };
}
