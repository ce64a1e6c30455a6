import { useQuery } from '@tanstack/react-query';
import { useBin } from '../api/bins/get-bin';
import { itemSummaryQuery } from '../api/items/get-item-summary';
import { NamedLabel } from './named-label';

// Apart from named-label.tsx, so a screen that has its names in hand (Home) loads no fetchers for them.

/** A bin's label and name; the name comes from the bin query the forms and tables share. */
export function NamedBin({ id }: { id: string }) {
  const bin = useBin(id);
  return <NamedLabel value={id} name={bin.data?.state.name} />;
}

/** A SKU's or batch's label and name, from the item summaries the form hints already load. */
export function NamedItem({ id }: { id: string }) {
  const item = useQuery(itemSummaryQuery(id));
  return <NamedLabel value={id} name={item.data?.name} />;
}
