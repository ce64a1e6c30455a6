import type { ArchivedKind, ArchivedResource, ArchivedState } from '../../../shared/contract/archive';
import type { Operation } from '../../../shared/contract/envelope';
import { AppError } from '../../http/app-error';
import { batchOperations, batchUri } from '../batches/resource';
import { binOperations, binUri } from '../bins/resource';
import { skuOperations, skuUri } from '../skus/resource';

export const archivedUri = (id: string) => `/api/archive/${id}`;

const LIVE: Record<ArchivedKind, { uri: (id: string) => string; operations: (id: string) => Operation[] }> = {
  bin: { uri: binUri, operations: binOperations },
  sku: { uri: skuUri, operations: skuOperations },
  batch: { uri: batchUri, operations: batchOperations },
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
      { rel: 'restore', method: 'POST', href: `${archivedUri(state.id)}/restore` },
      { rel: 'history', method: 'GET', href: `${liveUri(state.kind, state.id)}/history` },
    ],
  };
}

export const missingArchived = (id: string) =>
  new AppError('missing-resource', { Id: archivedUri(id), detail: `Nothing deleted is archived as ${id}.` });
