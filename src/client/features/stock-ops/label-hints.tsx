import { BinId, ItemId } from '../../../shared/contract/fields';
import { isApiError } from '../../api/api-error';
import { useBin } from '../../api/bins/get-bin';
import { useItemSummaries } from '../../api/items/get-item-summary';
import { useDebounced } from '../../ui/use-debounced';

const hintClass = 'min-h-5 text-sm text-stone-600';

/** Says what a typed or scanned bin label is: how much it holds, or that it does not exist. */
export function BinHint({ label }: { label: string }) {
  const settled = useDebounced(label.trim());
  const valid = BinId.safeParse(settled).success;
  const bin = useBin(settled, valid);
  if (!valid || bin.isPending) return <p className={hintClass} />;
  if (bin.isError) return <p className={`${hintClass} text-red-700`}>{isApiError(bin.error) && bin.error.isMissing ? 'No such bin.' : 'Connection Error'}</p>;
  const kinds = Object.keys(bin.data.state.contents).length;
  return <p className={hintClass}>{kinds === 0 ? 'Empty bin.' : `Holds ${kinds} item${kinds === 1 ? '' : 's'}.`}</p>;
}

/** Says what a typed or scanned item label is, and how many of it the bin holds now. */
export function ItemHint({ label, binLabel }: { label: string; binLabel: string }) {
  const settled = useDebounced(label.trim());
  const settledBin = useDebounced(binLabel.trim());
  const valid = ItemId.safeParse(settled).success;
  const [item] = useItemSummaries(valid ? [settled] : []);
  const bin = useBin(settledBin, BinId.safeParse(settledBin).success);
  if (!valid || !item || item.isPending) return <p className={hintClass} />;
  if (item.isError) return <p className={`${hintClass} text-red-700`}>No such item.</p>;
  const inBin = bin.data?.state.contents[settled];
  return (
    <p className={hintClass}>
      {item.data.type}: {item.data.name || '(no name)'}
      {bin.data && ` · ${inBin ?? 0} in ${settledBin}`}
    </p>
  );
}
