import type { BinLine, ContentKind } from '../../../shared/contract/bins';

export type LineType = 'SKU' | 'Batch' | 'Mixture' | 'Problem';

const TYPE_OF_KIND: Record<ContentKind, LineType> = { sku: 'SKU', batch: 'Batch', mixture: 'Mixture' };

/**
 * The Type column of a bin's contents. A SKU or batch the server found no name for (live or
 * archived) cannot be loaded and is typed Problem; mixtures have no name yet.
 */
export const lineType = ({ kind, name }: Pick<BinLine, 'kind' | 'name'>): LineType =>
  name === null && kind !== 'mixture' ? 'Problem' : TYPE_OF_KIND[kind];
