import { ARCHIVED_KINDS, type ArchivedKind } from '../../../shared/contract/archive';
import { SCREEN_OF_KIND } from '../../../shared/labels';

export const KIND_TEXT: Record<ArchivedKind, string> = { bin: 'Bin', sku: 'SKU', batch: 'Batch', customer: 'Customer' };
export const KINDS_TEXT: Record<ArchivedKind, string> = { bin: 'Bins', sku: 'SKUs', batch: 'Batches', customer: 'Customers' };

/** A kind from the URL (?kind=), or null for all kinds. */
export const kindOf = (value: string | null): ArchivedKind | null => ARCHIVED_KINDS.find((kind) => kind === value) ?? null;

/** The page an item has again once it is restored. */
export const livePath = (kind: ArchivedKind, id: string) => `${SCREEN_OF_KIND[kind]}/${id}`;

export const archivedPath = (id: string) => `/archive/${id}`;
