import { useQuery } from '@tanstack/react-query';
import { BinId, CustomerId, ItemId } from '../../../shared/contract/fields';
import { isApiError } from '../../api/api-error';
import { useBin } from '../../api/bins/get-bin';
import { searchQuery } from '../../api/search/search';
import { LotWarnings } from '../../ui/lot-flags';
import { useDebounced } from '../../ui/use-debounced';
import { itemOfHits } from '../../api/search/item-of-hits';
import { quantityText, type Unit } from '../../../shared/units';

// Spans: FormField already puts a hint inside a paragraph.
const hintClass = 'block min-h-5 text-sm text-stone-600';

/**
 * A typed or scanned label once typing pauses, looked up only when it is a whole label by the
 * grammar, and through the search, which answers 200 either way: a label half typed by a person
 * or a scanner (BIN0) is simply not found, without a 404 (which the browser logs as an error).
 */
function useLabelSearch(label: string, schema: typeof BinId) {
  const settled = useDebounced(label.trim());
  const valid = schema.safeParse(settled).success;
  // Two results are enough: an id matches one thing, ahead of any name or code matches.
  const found = useQuery(searchQuery(valid ? settled : '', 0, 2));
  return { settled, valid, found };
}

/** The bin a typed or scanned label names, read once the search has found it. */
function useNamedBin(label: string) {
  const { settled, valid, found } = useLabelSearch(label, BinId);
  const known = found.data?.state.results.some((result) => result.match === 'id' && result.id === settled) ?? false;
  return { settled, valid, found, known, bin: useBin(settled, known) };
}

/**
 * Offline the lookup waits (react-query pauses it) or fails to connect; the label is still
 * good by its grammar, and a change made with it is kept on the device until it can be sent.
 */
const OfflineHint = ({ label }: { label: string }) => (
  <span className={hintClass}>Not connected: {label} is checked when the connection is back.</span>
);

const unreachable = (query: { fetchStatus: string; error: unknown }) =>
  query.fetchStatus === 'paused' || (isApiError(query.error) && query.error.kind === 'connection');

/** Says what a typed or scanned bin label is: how much it holds, or that it does not exist. */
export function BinHint({ label }: { label: string }) {
  const { settled, valid, found, known, bin } = useNamedBin(label);
  if (valid && unreachable(found)) return <OfflineHint label={settled} />;
  if (!valid || found.isPending || (known && bin.isPending)) return <span className={hintClass} />;
  if (found.isError || bin.isError)
    return (
      <span className={`${hintClass} text-red-700`}>
        {isApiError(bin.error) && bin.error.isMissing ? 'No such bin.' : 'Connection Error'}
      </span>
    );
  if (!bin.data) return <span className={`${hintClass} text-red-700`}>No such bin.</span>;
  const { name, lines } = bin.data.state;
  const kinds = lines.length;
  return (
    <span className={hintClass}>
      {name && `${name} · `}
      {kinds === 0 ? 'Empty bin.' : `Holds ${kinds} item${kinds === 1 ? '' : 's'}.`}
    </span>
  );
}

/**
 * What a bin holds of an item, exactly, with the unit the bin's line gives it (a mixture's too,
 * which search results do not carry); null until both are known and the bin holds some.
 */
export function useOnHand(itemLabel: string, binLabel: string): { quantity: number; unit: Unit | null } | null {
  const { settled, valid } = useLabelSearch(itemLabel, ItemId);
  const { bin } = useNamedBin(binLabel);
  const line = valid ? bin.data?.state.lines.find((entry) => entry.item_id === settled) : undefined;
  return line && line.quantity > 0 ? { quantity: line.quantity, unit: line.unit } : null;
}

/** Says what a typed or scanned item label is, and how many of it the bin holds now. */
export function ItemHint({ label, binLabel }: { label: string; binLabel: string }) {
  const { settled, valid, found } = useLabelSearch(label, ItemId);
  const { settled: settledBin, bin } = useNamedBin(binLabel);
  if (valid && unreachable(found)) return <OfflineHint label={settled} />;
  if (!valid || found.isPending) return <span className={hintClass} />;
  if (found.isError) return <span className={`${hintClass} text-red-700`}>Unable to look it up.</span>;
  const item = itemOfHits(settled, found.data.state.results);
  if (!item) return <span className={`${hintClass} text-red-700`}>No such item.</span>;
  const inBin = quantityText(bin.data?.state.contents[settled] ?? 0, item.unit);
  return (
    <span className={hintClass}>
      <LotWarnings id={settled} /> {item.type}: {item.name || '(no name)'}
      {/* Until a bin is known the unit stands alone, so Quantity's unit shows as soon as the item is. */}
      {bin.data ? ` · ${inBin} in ${settledBin}${bin.data.state.name && ` (${bin.data.state.name})`}` : item.unit && ` · in ${item.unit}`}
    </span>
  );
}

/** Who a typed or scanned customer label is, once the search has found them. */
export function CustomerHint({ label }: { label: string }) {
  const { settled, valid, found } = useLabelSearch(label, CustomerId);
  if (valid && unreachable(found)) return <OfflineHint label={settled} />;
  if (!valid || found.isPending) return <span className={hintClass} />;
  if (found.isError) return <span className={`${hintClass} text-red-700`}>Unable to look it up.</span>;
  const customer = found.data.state.results.find((result) => result.match === 'id' && result.id === settled);
  if (!customer) return <span className={`${hintClass} text-red-700`}>No such customer.</span>;
  return <span className={hintClass}>{customer.name || '(no name)'}</span>;
}

/** The unit of a typed or scanned item, beside the quantity asked for it; nothing until the item is known. */
export function ItemUnit({ label }: { label: string }) {
  const unit = useItemUnit(label);
  return unit ? <span className="text-stone-600">{unit}</span> : null;
}

/** The unit of a typed or scanned item, looked up as its hint does; null until the item is known. */
export function useItemUnit(label: string): Unit | null {
  const { settled, valid, found } = useLabelSearch(label, ItemId);
  return (valid && found.data ? itemOfHits(settled, found.data.state.results)?.unit : null) ?? null;
}
