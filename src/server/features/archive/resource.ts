import type { ArchivedKind, ArchivedResource, ArchivedState } from '../../../shared/contract/archive';
import type { Operation } from '../../../shared/contract/envelope';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';
import { batchOperations, batchUri } from '../../core/resources/batches';
import { binOperations, binUri } from '../../core/resources/bins';
import { skuOperations, skuUri } from '../../core/resources/skus';

export const archivedUri = (id: string) => pathTo('getArchived', { id });

const LIVE: Record<
  ArchivedKind,
  { uri: (id: string) => string; operations: (id: string) => Operation[]; history: (id: string) => string }
> = {
  bin: { uri: binUri, operations: binOperations, history: (id) => pathTo('getBinHistory', { id }) },
  sku: { uri: skuUri, operations: skuOperations, history: (id) => pathTo('getSkuHistory', { id }) },
  batch: { uri: batchUri, operations: batchOperations, history: (id) => pathTo('getBatchHistory', { id }) },
};

export const liveUri = (kind: ArchivedKind, id: string) => LIVE[kind].uri(id);
export const liveOperations = (kind: ArchivedKind, id: string) => LIVE[kind].operations(id);

export const RESTORED_STATUS: Record<ArchivedKind, string> = {
  bin: 'bin restored',
  sku: 'sku restored',
  batch: 'batch restored',
};

export function archivedResource(state: ArchivedState): ArchivedResource {
  return {
    Id: archivedUri(state.id),
    state,
    operations: [
      { rel: 'restore', method: 'POST', href: pathTo('restoreArchived', { id: state.id }) },
      { rel: 'history', method: 'GET', href: LIVE[state.kind].history(state.id) },
    ],
  };
}

export const missingArchived = (id: string) =>
  new AppError('missing-resource', { Id: archivedUri(id), detail: `Nothing deleted is archived as ${id}.` });
