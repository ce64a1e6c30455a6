import { BATCH_SORTS, type BatchSummary } from '../../../shared/contract/lists';
import { getBatches, useBatches } from '../../api/lists/get-batches';
import { quantityText } from '../../../shared/units';
import { Named, quantityCsv } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { shownList } from './page';
import { useListUrl } from './use-list-url';
import { DateTime } from '../../ui/date-time';

type Sort = (typeof BATCH_SORTS)[number];

const FILTERS: FilterField<'text' | 'sku'>[] = [
  { name: 'text', label: 'Id or name', placeholder: 'BAT000001, lot…' },
  { name: 'sku', label: 'SKU', placeholder: 'SKU000001, crème…' },
];

const COLUMNS: Column<BatchSummary, Sort>[] = [
  { header: 'Batch', sort: 'id', cell: (batch) => <Named id={batch.id} name={null} />, csv: { Batch: (batch) => batch.id } },
  { header: 'Name', sort: 'name', cell: (batch) => batch.name, csv: { Name: (batch) => batch.name } },
  {
    header: 'SKU',
    cell: (batch) => <Named id={batch.sku_id} name={batch.sku_name} />,
    csv: { SKU: (batch) => batch.sku_id ?? '', 'SKU name': (batch) => batch.sku_name ?? '' },
  },
  {
    header: 'On hand',
    numeric: true,
    cell: (batch) => quantityText(batch.on_hand, batch.unit),
    csv: quantityCsv<BatchSummary>(
      'On hand',
      (batch) => batch.on_hand,
      (batch) => batch.unit,
    ),
  },
  {
    header: 'Created',
    sort: 'created',
    cell: (batch) => <DateTime at={batch.created_at} />,
    csv: { Created: (batch) => batch.created_at },
  },
];

/** /batches: every batch with its SKU and what is on hand; filtered by SKU (its id or name), from a SKU's link too. */
export function BatchesScreen() {
  const url = useListUrl(BATCH_SORTS, ['text', 'sku']);
  const { text, sku } = url.filters;
  const shown = { text, sku: sku || undefined, sort: url.sort, order: url.order };
  const query = useBatches({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <ListScreen
      title="Batches"
      label="Batches"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(batch) => batch.id}
      query={query}
      page={state && shownList(state)}
      fetchPage={async (startingFrom, limit, signal) => shownList((await getBatches({ ...shown, startingFrom, limit }, signal)).state)}
      emptyText={text || sku ? 'No batches match.' : 'No batches yet.'}
    />
  );
}
