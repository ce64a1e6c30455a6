import { Link } from 'react-router-dom';
import { HISTORY_KINDS, type HistoryEntry, type HistoryKind } from '../../../shared/contract/history';
import { useLedger } from '../../api/lists/get-ledger';
import { changeText, dateTime, entryKey, holdText } from '../../ui/ledger-text';
import { quantityText } from '../../../shared/units';
import { Named, quantityCsv } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { localDayBound } from './local-day';
import { useListUrl } from './use-list-url';

/** The ledger runs in the order rows were written: newest first, or oldest. */
const SORTS = ['at'] as const;

type Filter = 'kind' | 'bin' | 'item' | 'operator' | 'from' | 'to';

const FILTERS: FilterField<Filter>[] = [
  {
    name: 'kind',
    label: 'Change',
    type: 'select',
    options: [{ value: '', label: 'Any' }, ...HISTORY_KINDS.map((kind) => ({ value: kind, label: changeText(kind) }))],
  },
  { name: 'bin', label: 'Bin', placeholder: 'BIN000001' },
  { name: 'item', label: 'Item', placeholder: 'SKU or BAT id' },
  { name: 'operator', label: 'Operator', placeholder: 'Name' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
];

const COLUMNS: Column<HistoryEntry, 'at'>[] = [
  {
    header: 'When',
    sort: 'at',
    cell: (entry) => <time dateTime={entry.at}>{dateTime.format(new Date(entry.at))}</time>,
    csv: { When: (entry) => entry.at },
  },
  {
    header: 'Change',
    cell: (entry) => (
      <Link to={`/operation/${entry.operation.id}`} className="text-brand-700 hover:underline">
        {changeText(entry.kind)}
      </Link>
    ),
    csv: { Change: (entry) => changeText(entry.kind) },
  },
  {
    header: 'Item',
    cell: (entry) => <Named id={entry.item_id} name={entry.item_name} />,
    csv: { Item: (entry) => entry.item_id, 'Item name': (entry) => entry.item_name ?? '' },
  },
  {
    header: 'From',
    cell: (entry) => <Named id={entry.from_bin} name={entry.from_bin_name} />,
    csv: { From: (entry) => entry.from_bin ?? '', 'From name': (entry) => entry.from_bin_name ?? '' },
  },
  {
    header: 'To',
    cell: (entry) => <Named id={entry.to_bin} name={entry.to_bin_name} />,
    csv: { To: (entry) => entry.to_bin ?? '', 'To name': (entry) => entry.to_bin_name ?? '' },
  },
  {
    header: 'Quantity',
    numeric: true,
    // A hold moves nothing: it says what it did where a movement says how much.
    cell: (entry) => (entry.quantity === null ? holdText(entry.kind) : quantityText(entry.quantity, entry.unit)),
    csv: quantityCsv<HistoryEntry>(
      'Quantity',
      (entry) => entry.quantity,
      (entry) => entry.unit,
    ),
  },
  { header: 'Operator', cell: (entry) => entry.operator, csv: { Operator: (entry) => entry.operator ?? '' } },
  { header: 'Note', cell: (entry) => entry.note, csv: { Note: (entry) => entry.note ?? '' } },
];

const kindOf = (value: string): HistoryKind | undefined => HISTORY_KINDS.find((kind) => kind === value);
const orUndefined = (value: string) => value || undefined;

/** /ledger: every stock change and hold, filtered by kind, bin, item, operator and day. */
export function LedgerScreen() {
  const url = useListUrl(SORTS, ['kind', 'bin', 'item', 'operator', 'from', 'to'], 'desc');
  const { kind, bin, item, operator } = url.filters;
  // Days picked backwards name the same span: read them in order rather than refuse them.
  const [from, to] =
    url.filters.from && url.filters.to && url.filters.from > url.filters.to
      ? [url.filters.to, url.filters.from]
      : [url.filters.from, url.filters.to];
  const query = useLedger({
    kind: kindOf(kind),
    bin: orUndefined(bin),
    item: orUndefined(item),
    operator: orUndefined(operator),
    from: localDayBound(from, 'start'),
    to: localDayBound(to, 'end'),
    order: url.order,
    startingFrom: url.startingFrom,
    limit: PAGE_SIZE,
  });
  const state = query.data?.state;
  return (
    <ListScreen
      title="Ledger"
      label="Ledger"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={entryKey}
      query={query}
      page={state && { rows: state.items, total: state.total, exact: state.total_is_exact }}
      emptyText={Object.values(url.filters).some(Boolean) ? 'No stock changes match.' : 'No stock changes yet.'}
    />
  );
}
