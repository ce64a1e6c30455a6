import { useQuery } from '@tanstack/react-query';
import { useBin } from '../api/bins/get-bin';
import { itemSummaryQuery } from '../api/items/get-item-summary';
import { ItemLabel } from './item-label';

/** A label inside a sentence with the name a person knows it by: BIN0002 (Shelf A1). */
export function NamedLabel({ value, name }: { value: string; name: string | null | undefined }) {
  return (
    <>
      <ItemLabel value={value} />
      {name && <span className="break-words"> ({name})</span>}
    </>
  );
}

/** A label in a table cell with its name on the line beneath. */
export function NamedCell({ value, name }: { value: string; name: string | null | undefined }) {
  return (
    <>
      <ItemLabel value={value} />
      {name && <span className="block break-words text-stone-600">{name}</span>}
    </>
  );
}

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
