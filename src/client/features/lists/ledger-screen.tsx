import { Link } from 'react-router-dom';
import { HISTORY_KINDS, type HistoryEntry, type HistoryKind } from '../../../shared/contract/history';
import { getLedger, useLedger } from '../../api/lists/get-ledger';
import { changeText, entryKey, holdText } from '../../ui/ledger-text';
import { quantityText } from '../../../shared/units';
import { Named, quantityCsv } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import type { ShownPage } from './page';
import { localDayBound } from './local-day';
import { useListUrl } from './use-list-url';
import { DateTime } from '../../ui/date-time';
import { usePersonFilter } from './person-filter';

/** The ledger runs in the order rows were written: newest first, or oldest. */
const SORTS = ['at'] as const;

type Filter = 'kind' | 'bin' | 'item' | 'operator' | 'person' | 'from' | 'to';

const FILTERS: FilterField<Exclude<Filter, 'person'>>[] = [
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
    cell: (entry) => <DateTime at={entry.at} />,
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

/**
 * The newest row of each export running newest first, by its signal: its later pages end there,
 * as rows written meanwhile would shift them (the server's clock, so no clock skew).
 */
const exportsNewest = new WeakMap<AbortSignal, number>();

const kindOf = (value: string): HistoryKind | undefined => HISTORY_KINDS.find((kind) => kind === value);
const orUndefined = (value: string) => value || undefined;

/** The filters, with the person's after the operator's when there is one to offer. */
const withPerson = (person: FilterField<'person'> | null): FilterField<Filter>[] =>
  person === null ? FILTERS : FILTERS.flatMap((field) => (field.name === 'operator' ? [field, person] : [field]));

/** /ledger: every stock change and hold, filtered by kind, bin, item, operator, person (accounts on) and day. */
export function LedgerScreen() {
  const url = useListUrl(SORTS, ['kind', 'bin', 'item', 'operator', 'person', 'from', 'to'], 'desc');
  const { kind, bin, item, operator, person, from, to } = url.filters;
  const filters = withPerson(usePersonFilter(person));
  // Days picked backwards are sent as they are: the server refuses them, and the list says so at To.
  const shown = {
    kind: kindOf(kind),
    bin: orUndefined(bin),
    item: orUndefined(item),
    operator: orUndefined(operator),
    person: orUndefined(person),
    from: localDayBound(from, 'start'),
    to: localDayBound(to, 'end'),
    order: url.order,
  };
  const query = useLedger({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  const fetchPage = async (startingFrom: number, limit: number, signal: AbortSignal): Promise<ShownPage<HistoryEntry>> => {
    const newest = exportsNewest.get(signal);
    const to = newest === undefined ? shown.to : Math.min(shown.to ?? newest, newest);
    const page = (await getLedger({ ...shown, to, startingFrom, limit }, signal)).state;
    const first = page.items[0];
    if (startingFrom === 0 && shown.order === 'desc' && first) exportsNewest.set(signal, Date.parse(first.at));
    return { rows: page.items, total: page.total, exact: page.total_is_exact };
  };
  return (
    <ListScreen
      title="Ledger"
      label="Ledger"
      url={url}
      filters={filters}
      columns={COLUMNS}
      rowKey={entryKey}
      query={query}
      page={state && { rows: state.items, total: state.total, exact: state.total_is_exact }}
      fetchPage={fetchPage}
      emptyText={Object.values(url.filters).some(Boolean) ? 'No stock changes match.' : 'No stock changes yet.'}
    />
  );
}
