import { useId, type KeyboardEvent } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { SkuId } from '../../../shared/contract/fields';
import { isApiError } from '../../api/api-error';
import { useSku } from '../../api/skus/get-sku';
import { LABEL_FIELD } from '../../ui/label-field';
import { useDebounced } from '../../ui/use-debounced';
import { emptyRow, type Side, type TemplateDraft } from './template-draft';

const SIDE_WORD: Record<Side, string> = { inputs: 'Input', outputs: 'Output' };

/** Marks a SKU ID box with its row, so a scan that lands in it fills that row. */
const ROW_ATTRIBUTE = 'data-requirement';

/** The row a SKU ID box stands for, from its ROW_ATTRIBUTE. */
export function rowOfField(field: Element | null): { side: Side; index: number } | null {
  const match = /^(inputs|outputs)\.(\d+)$/.exec(field?.getAttribute(ROW_ATTRIBUTE) ?? '');
  return match ? { side: match[1] as Side, index: Number(match[2]) } : null;
}

/** What the typed SKU is once it stops changing: its name and unit, or that there is none. */
function useSkuHint(typed: string) {
  const id = useDebounced(typed.trim().toUpperCase());
  const valid = SkuId.safeParse(id).success;
  const sku = useSku(id, valid);
  if (!valid) return { unit: null, hint: null };
  if (sku.isPending) return { unit: null, hint: null };
  if (sku.isError)
    return { unit: null, hint: isApiError(sku.error) && sku.error.isMissing ? <span className="text-red-700">No such SKU.</span> : null };
  return { unit: sku.data.state.unit, hint: sku.data.state.name };
}

interface RowProps {
  form: UseFormReturn<TemplateDraft>;
  side: Side;
  index: number;
  onRemove: () => void;
  onEnterQuantity: () => void;
}

/** One requirement: SKU ID, Quantity (in the SKU's unit, once the SKU is known) and Remove; one column below 600px. */
function RequirementRow({ form, side, index, onRemove, onEnterQuantity }: RowProps) {
  const name = `${SIDE_WORD[side]} ${index + 1}`;
  const sku = useWatch({ control: form.control, name: `${side}.${index}.sku_id` });
  const { unit, hint } = useSkuHint(sku ?? '');
  const errors = form.formState.errors[side]?.[index];
  const skuError = errors?.sku_id?.message;
  const quantityError = errors?.quantity?.message;
  const hintId = useId();

  const onSkuEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    // Enter (a hand-typed id) moves on to the quantity; it must not submit the template.
    if (event.key !== 'Enter') return;
    event.preventDefault();
    form.setFocus(`${side}.${index}.quantity`);
  };
  const onQuantityEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onEnterQuantity();
  };

  return (
    <li className="grid grid-cols-1 gap-2 border-b border-stone-100 pb-3 sm:grid-cols-[minmax(0,1fr)_11rem_auto] sm:items-start sm:border-0 sm:pb-0">
      <div className="flex min-w-0 flex-col gap-1">
        <span aria-hidden="true" className="text-sm text-stone-600 sm:sr-only">
          {name} SKU ID
        </span>
        <input
          {...form.register(`${side}.${index}.sku_id`)}
          {...{ [ROW_ATTRIBUTE]: `${side}.${index}` }}
          aria-label={`${name} SKU ID`}
          aria-invalid={Boolean(skuError)}
          aria-describedby={hintId}
          className="input font-label"
          onKeyDown={onSkuEnter}
          {...LABEL_FIELD}
        />
        <span id={hintId} className="text-sm wrap-anywhere text-stone-500 max-sm:empty:hidden sm:min-h-5">
          {skuError ? <span className="text-red-700">{skuError}</span> : hint}
        </span>
      </div>
      <div className="flex flex-col gap-1">
        <span aria-hidden="true" className="text-sm text-stone-600 sm:sr-only">
          Quantity
        </span>
        <div className="flex items-center gap-2">
          <input
            {...form.register(`${side}.${index}.quantity`)}
            // The number box a template row is defined with: the import takes no templates, so the
            // decimal comma owed where it reads numbers is not owed here.
            type="number"
            min={0}
            step="any"
            inputMode="decimal"
            aria-label={`${name} Quantity`}
            aria-invalid={Boolean(quantityError)}
            className="input tabular-nums"
            placeholder="flexible"
            onKeyDown={onQuantityEnter}
          />
          <span className="w-7 shrink-0 text-sm text-stone-600">{unit}</span>
        </div>
        {quantityError && <span className="text-sm text-red-700">{quantityError}</span>}
      </div>
      <button type="button" className="btn-secondary justify-self-start" aria-label={`Remove ${name.toLowerCase()}`} onClick={onRemove}>
        Remove
      </button>
    </li>
  );
}

/** The Inputs or Outputs list of a template form: rows with add and remove. */
export function RequirementRows({ form, side, label }: { form: UseFormReturn<TemplateDraft>; side: Side; label: string }) {
  const rows = useFieldArray({ control: form.control, name: side });
  const headingId = useId();
  const next = (index: number) => {
    if (index + 1 < rows.fields.length) form.setFocus(`${side}.${index + 1}.sku_id`);
    else rows.append(emptyRow());
  };
  return (
    <fieldset className="flex flex-col gap-2" aria-labelledby={headingId}>
      <legend id={headingId} className="font-semibold text-stone-700">
        {label}
      </legend>
      {rows.fields.length > 0 && (
        <div aria-hidden="true" className="hidden grid-cols-[minmax(0,1fr)_11rem_auto] gap-2 text-sm text-stone-500 sm:grid">
          <span>SKU ID</span>
          <span>Quantity</span>
          <span className="w-[5.5rem]" />
        </div>
      )}
      <ul className="flex flex-col gap-3 sm:gap-1">
        {rows.fields.map((row, index) => (
          <RequirementRow
            key={row.id}
            form={form}
            side={side}
            index={index}
            onRemove={() => rows.remove(index)}
            onEnterQuantity={() => next(index)}
          />
        ))}
      </ul>
      <div>
        <button type="button" className="btn-secondary" onClick={() => rows.append(emptyRow())}>
          Add row
        </button>
      </div>
    </fieldset>
  );
}
