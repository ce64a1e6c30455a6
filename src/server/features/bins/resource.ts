import type { BinState } from '../../../shared/contract/bins';
import type { Operation } from '../../../shared/contract/envelope';
import { AppError } from '../../http/app-error';
import { fromMicro } from '../stock/ledger';

export const binUri = (id: string) => `/api/bin/${id}`;

export const binOperations = (id: string): Operation[] => [
  { rel: 'update', method: 'PATCH', href: binUri(id), 'Expects-a': 'Bin patch' },
  { rel: 'delete', method: 'DELETE', href: binUri(id) },
  { rel: 'history', method: 'GET', href: `${binUri(id)}/history` },
];

export const createBinOperation: Operation = { rel: 'create', method: 'POST', href: '/api/bins', 'Expects-a': 'Bin patch' };

export function binState(id: string, props: string | null, contents: { item_id: string; quantity: number }[]): BinState {
  return {
    id,
    props: props === null ? null : (JSON.parse(props) as BinState['props']),
    contents: Object.fromEntries(contents.map((c) => [c.item_id, fromMicro(c.quantity)])),
  };
}

export const missingBin = (id: string) =>
  new AppError('missing-resource', { Id: binUri(id), operations: [createBinOperation], detail: `No bin ${id}.` });
