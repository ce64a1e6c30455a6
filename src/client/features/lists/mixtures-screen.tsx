import { MIXTURE_SORTS, type MixtureSummary } from '../../../shared/contract/lists';
import { quantityText } from '../../../shared/units';
import { getMixtures, useMixtures } from '../../api/lists/get-mixtures';
import { Named, quantityCsv } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { shownList } from './page';
import { useListUrl } from './use-list-url';
import { DateTime } from '../../ui/date-time';

type Sort = (typeof MIXTURE_SORTS)[number];

const FILTERS: FilterField<'text'>[] = [{ name: 'text', label: 'Id or SKU', placeholder: 'MIX000001, crème…' }];

const COLUMNS: Column<MixtureSummary, Sort>[] = [
  { header: 'Mixture', sort: 'id', cell: (mix) => <Named id={mix.id} name={null} />, csv: { Mixture: (mix) => mix.id } },
  {
    header: 'SKU',
    cell: (mix) => <Named id={mix.sku_id} name={mix.sku_name} />,
    csv: { SKU: (mix) => mix.sku_id, 'SKU name': (mix) => mix.sku_name ?? '' },
  },
  {
    header: 'Bin',
    cell: (mix) => <Named id={mix.bin_id} name={mix.bin_name} />,
    csv: { Bin: (mix) => mix.bin_id, 'Bin name': (mix) => mix.bin_name ?? '' },
  },
  {
    header: 'On hand',
    numeric: true,
    cell: (mix) => quantityText(mix.on_hand, mix.unit),
    csv: quantityCsv<MixtureSummary>(
      'On hand',
      (mix) => mix.on_hand,
      (mix) => mix.unit,
    ),
  },
  {
    header: 'Created',
    sort: 'created',
    cell: (mix) => <DateTime at={mix.created_at} />,
    csv: { Created: (mix) => mix.created_at },
  },
  { header: 'Created by', cell: (mix) => mix.created_by, csv: { 'Created by': (mix) => mix.created_by } },
];

/** /mixtures: every mixture with its SKU, its bin and what is on hand; found by its id or its SKU's. */
export function MixturesScreen() {
  const url = useListUrl(MIXTURE_SORTS, ['text']);
  const shown = { ...url.filters, sort: url.sort, order: url.order };
  const query = useMixtures({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <ListScreen
      title="Mixtures"
      label="Mixtures"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(mix) => mix.id}
      query={query}
      page={state && shownList(state)}
      fetchPage={async (startingFrom, limit, signal) => shownList((await getMixtures({ ...shown, startingFrom, limit }, signal)).state)}
      emptyText={url.filters.text ? 'No mixtures match.' : 'No mixtures yet.'}
    />
  );
}
