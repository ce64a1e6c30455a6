import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { fieldText, quantityText } from '../../../shared/units';
import { useOnHand } from './label-hints';
import type { StockFormControl } from './operations';

/**
 * Release's offer to take everything the bin holds of the item (decision 037). The entry may be
 * finer than a field takes (26.273292 kg), so the button fills the figure shown and marks the
 * release as all: the server then takes the exact entry, or refuses if it changed meanwhile.
 * Any other quantity, item or bin afterwards is an ordinary release again.
 */
export function ReleaseAll({ form }: { form: StockFormControl }) {
  const [bin, item, quantity, all] = useWatch({ control: form.control, name: ['bin', 'item', 'quantity', 'all'] });
  const onHand = useOnHand(item, bin);
  const [filled, setFilled] = useState<{ bin: string; item: string; quantity: string } | null>(null);

  useEffect(() => {
    if (all && (filled?.bin !== bin || filled.item !== item || filled.quantity !== quantity)) form.setValue('all', false);
  }, [all, filled, bin, item, quantity, form]);

  if (!onHand) return null;
  const current = fieldText(onHand.quantity, onHand.unit);
  const fill = () => {
    setFilled({ bin, item, quantity: current });
    form.setValue('quantity', current, { shouldDirty: true });
    form.setValue('all', true);
    form.clearErrors('quantity');
  };
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      <button type="button" className="btn-secondary" onClick={fill}>
        Release all: {quantityText(onHand.quantity, onHand.unit)}
      </button>
      {/* Said only while the bin still shows the figure filled in; else the server refuses, saying what it holds. */}
      {all && filled?.quantity === current && (
        <span className="text-sm text-stone-600" aria-live="polite">
          All of it: nothing of {item} is left in {bin}.
        </span>
      )}
    </div>
  );
}
