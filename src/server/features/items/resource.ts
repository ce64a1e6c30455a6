import type { Operation } from '../../../shared/contract/envelope';
import { AppError } from '../../http/app-error';

/** Where each kind of stock item lives in the API, and how a client creates one. */
const ITEM_KINDS = {
  SKU: { path: '/api/sku', create: { rel: 'create', method: 'POST', href: '/api/skus', 'Expects-a': 'Sku patch' } },
  BAT: { path: '/api/batch', create: { rel: 'create', method: 'POST', href: '/api/batches', 'Expects-a': 'Batch patch' } },
  MIX: {
    path: '/api/mixture',
    create: { rel: 'create', method: 'POST', href: '/api/mixtures', 'Expects-a': 'Mixture patch' },
  },
} satisfies Record<string, { path: string; create: Operation }>;

export type ItemPrefix = keyof typeof ITEM_KINDS;

export const itemPrefix = (id: string): ItemPrefix => id.slice(0, 3) as ItemPrefix;

export const itemUri = (id: string) => `${ITEM_KINDS[itemPrefix(id)].path}/${id}`;

export const missingItem = (id: string) =>
  new AppError('missing-resource', {
    Id: itemUri(id),
    operations: [ITEM_KINDS[itemPrefix(id)].create],
    detail: `No item ${id}.`,
  });
