import type {
  BatchListQuery,
  BatchListResource,
  BinListQuery,
  BinListResource,
  MixtureListQuery,
  MixtureListResource,
  SkuListQuery,
  SkuListResource,
} from '../../../shared/contract/lists';
import { DEFAULT_UNIT } from '../../../shared/units';
import type { DB } from '../../db/connect';
import { fromMicro } from '../../stock-core/quantities';
import { pageOf, paged, textFilter } from '../../core/list-page';
import { batchOperations, batchUri } from '../../core/resources/batches';
import { binOperations, binUri } from '../../core/resources/bins';
import { mixtureOperations, mixtureUri } from '../../core/resources/mixtures';
import { skuOperations, skuUri } from '../../core/resources/skus';
import { pageOfBatches, pageOfBins, pageOfMixtures, pageOfSkus } from './repo';

export async function listBins(db: DB, query: BinListQuery): Promise<BinListResource['state']> {
  const { total, rows } = await pageOfBins(db, pageOf(query));
  return paged(
    query,
    total,
    rows.map((row) => ({ Id: binUri(row.id), state: row, operations: binOperations(row.id) })),
  );
}

export async function listSkus(db: DB, query: SkuListQuery): Promise<SkuListResource['state']> {
  const { total, rows } = await pageOfSkus(db, pageOf(query));
  return paged(
    query,
    total,
    rows.map((row) => ({ Id: skuUri(row.id), state: { ...row, on_hand: fromMicro(row.on_hand) }, operations: skuOperations(row.id) })),
  );
}

export async function listBatches(db: DB, query: BatchListQuery): Promise<BatchListResource['state']> {
  const { total, rows } = await pageOfBatches(db, { ...pageOf(query), sku: textFilter(query.sku) });
  return paged(
    query,
    total,
    rows.map(({ sku_unit, created_at, on_hand, ...row }) => ({
      Id: batchUri(row.id),
      state: { ...row, unit: sku_unit ?? DEFAULT_UNIT, on_hand: fromMicro(on_hand), created_at: new Date(created_at).toISOString() },
      operations: batchOperations(row.id),
    })),
  );
}

export async function listMixtures(db: DB, query: MixtureListQuery): Promise<MixtureListResource['state']> {
  const { total, rows } = await pageOfMixtures(db, pageOf(query));
  return paged(
    query,
    total,
    rows.map(({ sku_unit, created_at, on_hand, ...row }) => ({
      Id: mixtureUri(row.id),
      state: { ...row, unit: sku_unit ?? DEFAULT_UNIT, on_hand: fromMicro(on_hand), created_at: new Date(created_at).toISOString() },
      operations: mixtureOperations(row.id),
    })),
  );
}
