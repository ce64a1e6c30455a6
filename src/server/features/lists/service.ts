import type {
  BatchListQuery,
  BatchListResource,
  BinListQuery,
  BinListResource,
  SkuListQuery,
  SkuListResource,
} from '../../../shared/contract/lists';
import type { TemplateListQuery, TemplateListResource } from '../../../shared/contract/step-templates';
import { DEFAULT_UNIT } from '../../../shared/units';
import type { DB } from '../../db/connect';
import { fromMicro } from '../../stock-core/quantities';
import { batchOperations, batchUri } from '../batches/resource';
import { binOperations, binUri } from '../bins/resource';
import { skuOperations, skuUri } from '../skus/resource';
import { templateResource } from '../step-templates/resource';
import { templateStates } from '../step-templates/service';
import { containsPattern, pageOfBatches, pageOfBins, pageOfSkus, pageOfTemplates, type ListPage } from './repo';

/** The repo's page from a list query: blank text lists everything. */
function pageOf<S extends string>(query: {
  text?: string | undefined;
  sort: S;
  order: ListPage<S>['order'];
  startingFrom: number;
  limit: number;
}): ListPage<S> {
  const text = query.text?.trim() ?? '';
  return {
    pattern: text === '' ? null : containsPattern(text),
    sort: query.sort,
    order: query.order,
    offset: query.startingFrom,
    limit: query.limit,
  };
}

const paged = <T>(query: { startingFrom: number; limit: number }, total: number, items: T[]) => ({
  total,
  starting_from: query.startingFrom,
  limit: query.limit,
  items,
});

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
  const { total, rows } = await pageOfBatches(db, { ...pageOf(query), skuId: query.sku ?? null });
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

export async function listTemplates(db: DB, query: TemplateListQuery): Promise<TemplateListResource['state']> {
  const { total, ids } = await pageOfTemplates(db, pageOf(query));
  return paged(query, total, (await templateStates(db, ids)).map(templateResource));
}
