import { ItemLabel } from './item-label';

/** A label inside a sentence with the name a person knows it by: BIN0002 (Shelf A1). */
export function NamedLabel({ value, name }: { value: string; name: string | null | undefined }) {
  return (
    <>
      <ItemLabel value={value} />
      {name && <span className="wrap-anywhere"> ({name})</span>}
    </>
  );
}

/** A label in a table cell with its name on the line beneath. */
export function NamedCell({ value, name }: { value: string; name: string | null | undefined }) {
  return (
    <>
      <ItemLabel value={value} />
      {name && <span className="block wrap-anywhere text-stone-600">{name}</span>}
    </>
  );
}
