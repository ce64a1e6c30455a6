import type { ArchivedKind, ArchivedResource, ArchivedState } from '../../../shared/contract/archive';
import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';
import { batchOperations, batchUri } from '../../core/resources/batches';
import { binOperations, binUri } from '../../core/resources/bins';
import { customerOperations, customerUri } from '../../core/resources/customers';
import { skuOperations, skuUri } from '../../core/resources/skus';

export const archivedUri = (id: string) => pathTo('getArchived', { id });

/** Where each kind lives once restored; `history` for kinds with stock history (a customer has none). */
const LIVE: Record<
  ArchivedKind,
  { uri: (id: string) => string; operations: (id: string) => Operation[]; history?: (id: string) => string }
> = {
  bin: { uri: binUri, operations: binOperations, history: (id) => pathTo('getBinHistory', { id }) },
  sku: { uri: skuUri, operations: skuOperations, history: (id) => pathTo('getSkuHistory', { id }) },
  batch: { uri: batchUri, operations: batchOperations, history: (id) => pathTo('getBatchHistory', { id }) },
  customer: { uri: customerUri, operations: customerOperations },
};

export const liveUri = (kind: ArchivedKind, id: string) => LIVE[kind].uri(id);
export const liveOperations = (kind: ArchivedKind, id: string) => LIVE[kind].operations(id);

export const RESTORED_STATUS: Record<ArchivedKind, string> = {
  bin: 'bin restored',
  sku: 'sku restored',
  batch: 'batch restored',
  customer: 'customer restored',
};

export function archivedResource(state: ArchivedState): ArchivedResource {
  const history = LIVE[state.kind].history;
  return {
    Id: archivedUri(state.id),
    state,
    operations: [
      { rel: 'restore', method: 'POST', href: pathTo('restoreArchived', { id: state.id }) },
      ...(history ? [{ rel: 'history', method: 'GET' as const, href: history(state.id) }] : []),
    ],
  };
}

export const missingArchived = (id: string) =>
  new AppError('missing-resource', { Id: archivedUri(id), detail: `Nothing deleted is archived as ${id}.` });
