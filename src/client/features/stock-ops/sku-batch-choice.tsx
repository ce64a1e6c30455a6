import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { BinLine } from '../../../shared/contract/bins';
import { BatchId, BinId, SkuId } from '../../../shared/contract/fields';
import { batchQuery } from '../../api/batches/get-batch';
import { useBin } from '../../api/bins/get-bin';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';
import { useDebounced } from '../../ui/use-debounced';
import type { StockFormControl } from './operations';

/** A choice reads as a line, left to right: the id stays whole, and a long name wraps (even inside a word) rather than widen a phone's screen. */
const CHOICE = 'btn-secondary w-full justify-start text-left wrap-anywhere';

/** What the bin has of a choice: "12 kg on hand". */
const onHand = (line: BinLine | undefined) => (
  <>
    <Quantity value={line?.quantity ?? 0} unit={line?.unit ?? null} /> on hand
  </>
);

/**
 * A SKU's stock in a bin is often kept as its batches, so a form for the SKU itself would be
 * refused there: offer the SKU's batches on hand in the bin as one-tap choices, each with its
 * quantity and unit, and the SKU itself, plainly. Read from the bin (as the hints read it, once
 * typing pauses) and its batches, which exist: a typed SKU that does not is looked up nowhere, so no 404.
 */
export function SkuBatchChoice({ form }: { form: StockFormControl }) {
  const [binLabel, itemLabel] = useWatch({ control: form.control, name: ['bin', 'item'] });
  const [bin, sku] = [useDebounced(binLabel.trim()), useDebounced(itemLabel.trim())];
  const asked = SkuId.safeParse(sku).success && BinId.safeParse(bin).success;
  const lines = useBin(bin, asked).data?.state.lines ?? [];
  const lineOf = (id: string) => lines.find((line) => line.item_id === id);
  const batchesInBin = asked ? lines.flatMap((line) => (BatchId.safeParse(line.item_id).success ? [line.item_id] : [])) : [];
  const batches = useQueries({ queries: batchesInBin.map(batchQuery) })
    .flatMap((query) => (query.data?.state.sku_id === sku ? [query.data.state] : []))
    .sort((a, b) => a.id.localeCompare(b.id));
  // Choosing the SKU itself answers the question for this SKU and bin only.
  const [keptFor, setKeptFor] = useState<string | null>(null);
  if (batches.length === 0 || keptFor === `${sku} ${bin}` || itemLabel.trim() !== sku) return null;

  const own = lineOf(sku);
  const choose = (id: string) => {
    form.setValue('item', id, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setFocus('quantity');
  };
  return (
    <div
      role="group"
      aria-label={`Batches of ${sku} in ${bin}`}
      className="flex flex-col gap-2 rounded border border-amber-300 bg-amber-50 p-3"
    >
      <p>
        <ItemLabel value={bin} link={false} /> has batches of <ItemLabel value={sku} link={false} /> in stock. Which one?
      </p>
      <div className="flex flex-wrap gap-2">
        {batches.map(({ id, name }) => (
          <button key={id} type="button" className={CHOICE} onClick={() => choose(id)}>
            <span className="shrink-0 font-label">{id}</span>
            {/* One flex item after the id, so the line wraps as text and not word by word. */}
            <span>
              {name ? ` ${name} · ` : ' · '}
              {onHand(lineOf(id))}
            </span>
          </button>
        ))}
        <button type="button" className={CHOICE} onClick={() => setKeptFor(`${sku} ${bin}`)}>
          <span className="shrink-0 font-label">{sku}</span>
          <span>
            {' itself (no lot)'}
            {own && <> · {onHand(own)}</>}
          </span>
        </button>
      </div>
    </div>
  );
}
