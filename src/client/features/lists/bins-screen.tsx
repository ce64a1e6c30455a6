import { BIN_SORTS, type BinSummary } from '../../../shared/contract/lists';
import { getBins, useBins } from '../../api/lists/get-bins';
import { Named } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { shownList } from './page';
import { useListUrl } from './use-list-url';

type Sort = (typeof BIN_SORTS)[number];

const FILTERS: FilterField<'text'>[] = [{ name: 'text', label: 'Id or name', placeholder: 'BIN000001, cold…' }];

const COLUMNS: Column<BinSummary, Sort>[] = [
  { header: 'Bin', sort: 'id', cell: (bin) => <Named id={bin.id} name={null} />, csv: { Bin: (bin) => bin.id } },
  { header: 'Name', sort: 'name', cell: (bin) => bin.name, csv: { Name: (bin) => bin.name } },
  { header: 'Zone', cell: (bin) => bin.zone, csv: { Zone: (bin) => bin.zone ?? '' } },
  { header: 'Items', numeric: true, cell: (bin) => bin.items_held, csv: { Items: (bin) => String(bin.items_held) } },
];

/** /bins: every bin, with its name, zone and how many items it holds. */
export function BinsScreen() {
  const url = useListUrl(BIN_SORTS, ['text']);
  const shown = { ...url.filters, sort: url.sort, order: url.order };
  const query = useBins({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <ListScreen
      title="Bins"
      label="Bins"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(bin) => bin.id}
      query={query}
      page={state && shownList(state)}
      fetchPage={async (startingFrom, limit, signal) => shownList((await getBins({ ...shown, startingFrom, limit }, signal)).state)}
      emptyText={url.filters.text ? 'No bins match.' : 'No bins yet.'}
    />
  );
}
