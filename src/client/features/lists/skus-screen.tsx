import { SKU_SORTS, type SkuSummary } from '../../../shared/contract/lists';
import { getSkus, useSkus } from '../../api/lists/get-skus';
import { quantityText } from '../../../shared/units';
import { Named, quantityCsv } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { shownList } from './page';
import { useListUrl } from './use-list-url';

type Sort = (typeof SKU_SORTS)[number];

const FILTERS: FilterField<'text'>[] = [{ name: 'text', label: 'Id or name', placeholder: 'SKU000001, crème…' }];

const COLUMNS: Column<SkuSummary, Sort>[] = [
  { header: 'SKU', sort: 'id', cell: (sku) => <Named id={sku.id} name={null} />, csv: { SKU: (sku) => sku.id } },
  { header: 'Name', sort: 'name', cell: (sku) => sku.name, csv: { Name: (sku) => sku.name } },
  {
    header: 'On hand',
    numeric: true,
    cell: (sku) => quantityText(sku.on_hand, sku.unit),
    csv: quantityCsv<SkuSummary>(
      'On hand',
      (sku) => sku.on_hand,
      (sku) => sku.unit,
    ),
  },
];

/** /skus: every SKU with what is on hand of it and its batches. */
export function SkusScreen() {
  const url = useListUrl(SKU_SORTS, ['text']);
  const shown = { ...url.filters, sort: url.sort, order: url.order };
  const query = useSkus({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <ListScreen
      title="SKUs"
      label="SKUs"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(sku) => sku.id}
      query={query}
      page={state && shownList(state)}
      fetchPage={async (startingFrom, limit, signal) => shownList((await getSkus({ ...shown, startingFrom, limit }, signal)).state)}
      emptyText={url.filters.text ? 'No SKUs match.' : 'No SKUs yet.'}
    />
  );
}
