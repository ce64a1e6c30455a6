import type { Operation } from '../../../shared/contract/envelope';
import type { ItemProps, LocationsResource, SkuState } from '../../../shared/contract/skus';
import { storedJson } from '../../db/stored-json';
import { AppError } from '../../http/app-error';
import { fromMicro } from '../../stock-core/quantities';
import type { SkuRow } from './repo';

export const skuUri = (id: string) => `/api/sku/${id}`;

export const skuOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: skuUri(id), 'Expects-a': 'Sku patch' },
  { rel: 'delete', method: 'DELETE', href: skuUri(id) },
  { rel: 'bins', method: 'GET', href: `${skuUri(id)}/bins` },
  { rel: 'batches', method: 'GET', href: `${skuUri(id)}/batches` },
  { rel: 'history', method: 'GET', href: `${skuUri(id)}/history` },
];

export const createSkuOperation: Operation = { rel: 'create', method: 'POST', href: '/api/skus', 'Expects-a': 'Sku patch' };

/** Props are stored as JSON text (SKUs and batches alike). */
export const storedProps: (props: ItemProps | null | undefined) => string | null = storedJson;
export const readProps = (props: string | null): ItemProps | null => (props === null ? null : (JSON.parse(props) as ItemProps));

export function skuState(row: SkuRow, codes: Pick<SkuState, 'owned_codes' | 'associated_codes'>, onHandMicro: number): SkuState {
  return { id: row.id, name: row.name, ...codes, props: readProps(row.props), unit: row.unit, on_hand: fromMicro(onHandMicro) };
}

/** Locations of a SKU or batch: bin id to {item id: units}; a SKU's bin may hold several of its batches. */
export function locationsState(entries: { bin_id: string; item_id: string; quantity: number }[]): LocationsResource['state'] {
  const state: LocationsResource['state'] = {};
  for (const entry of entries) (state[entry.bin_id] ??= {})[entry.item_id] = fromMicro(entry.quantity);
  return state;
}

/** Quantities already booked would silently change meaning under a new unit. */
export const unitInUse = (id: string, unit: string) =>
  new AppError('resource-in-use', {
    title: 'Can not change the unit of a sku with stock history.',
    detail: `${id} and its batches have stock booked in ${unit}; a new unit would change what those quantities mean.`,
    invalidParams: [{ name: 'unit', reason: `must stay ${unit}: ${id} has stock history` }],
  });

/** A few of the ids that block a delete, so the problem's detail stays short however many there are. */
export const BLOCKERS_SHOWN = 5;
export const listBlockers = (ids: string[]) => ids.join(', ') + (ids.length === BLOCKERS_SHOWN ? ' and possibly more' : '');

/** A title names what could not be done ('Can not delete sku that does not exist.'); plain reads and updates take the default. */
export const missingSku = (id: string, title?: string) =>
  new AppError('missing-resource', {
    Id: skuUri(id),
    operations: [createSkuOperation],
    detail: `No SKU ${id}.`,
    title,
  });
