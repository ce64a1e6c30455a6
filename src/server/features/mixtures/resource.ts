import type { Hold } from '../../../shared/contract/holds';
import type { MixtureEvent, MixtureLog, MixtureLogResource, MixtureResource, MixtureState } from '../../../shared/contract/mixtures';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';
import type { ComponentRow } from '../../core/mixtures-repo';
import { mixtureOperations, mixtureUri } from '../../core/resources/mixtures';
import { fromMicro } from '../../stock-core/quantities';
import type { EventRow, MixtureWithSku } from './repo';

export const mixtureResource = (state: MixtureState): MixtureResource => ({
  Id: mixtureUri(state.mix_id),
  state,
  operations: mixtureOperations(state.mix_id),
});

export const duplicateMixture = (field: 'mix_id' | 'new_mix_id') =>
  new AppError('duplicate-resource', { invalidParams: [{ name: field, reason: 'must not already exist' }] });

/** A log entry as answers show it. */
export const logEntry = (e: EventRow): MixtureEvent => ({
  id: e.id,
  timestamp: new Date(e.at).toISOString(),
  event: e.event,
  created_by: e.created_by,
  note: e.note,
  details: e.details === null ? null : (JSON.parse(e.details) as MixtureEvent['details']),
  operation_id: e.operation_id,
});

/**
 * Entries read newest first, one more than `limit` asked for so that the extra one tells
 * whether older entries exist without counting them; answered oldest first.
 */
export function mixtureLog(newestFirst: EventRow[], limit: number): MixtureLog {
  return {
    audit: newestFirst.slice(0, limit).reverse().map(logEntry),
    audit_has_older: newestFirst.length > limit,
  };
}

export const mixtureLogResource = (id: string, log: MixtureLog): MixtureLogResource => ({
  Id: pathTo('getMixtureLog', { id }),
  state: log,
});

export interface MixtureView {
  row: MixtureWithSku;
  components: ComponentRow[];
  names: ReadonlyMap<string, string>;
  log: MixtureLog;
  /** live holds on the mixture and on the lots still in it */
  holds: ReadonlyMap<string, Hold>;
}

export function mixtureState({ row, components, names, log, holds }: MixtureView): MixtureState {
  return {
    mix_id: row.id,
    sku_id: row.sku_id,
    sku_name: row.sku_name,
    unit: row.unit,
    bin_id: row.bin_id,
    qty_total: fromMicro(components.reduce((sum, c) => sum + c.qty_remaining, 0)),
    components: components.map((c) => ({
      batch_id: c.batch_id,
      name: names.get(c.batch_id) ?? null,
      qty_initial: fromMicro(c.qty_initial),
      qty_remaining: fromMicro(c.qty_remaining),
      hold: c.qty_remaining > 0 ? (holds.get(c.batch_id) ?? null) : null,
    })),
    created_by: row.created_by,
    hold: holds.get(row.id) ?? null,
    ...log,
  };
}
