import type { KeyboardEvent } from 'react';
import { LABEL_FIELD, scanGrammar } from '../../ui/label-field';
import { ItemUnit } from './label-hints';
import type { FieldName, StockFormControl } from './operations';

interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A stock form's input: a label (upper-cased, as scanners and people type them) or the
 * quantity, with the item's unit beside it. `countsScans` lets count mode scan labels into
 * the quantity, where a typed number is a person's.
 */
export function StockInput({
  form,
  name,
  item,
  control,
  onKeyDown,
  countsScans = false,
}: {
  form: StockFormControl;
  name: FieldName;
  /** the item label the form holds, whose unit the quantity shows */
  item: string;
  control: ControlProps;
  onKeyDown?: ((event: KeyboardEvent<HTMLInputElement>) => void) | undefined;
  countsScans?: boolean;
}) {
  const quantity = name === 'quantity';
  const input = (
    <input
      {...control}
      {...form.register(name, { setValueAs: (v: string) => (quantity ? v : v.trim().toUpperCase()) })}
      className={`input ${quantity ? 'tabular-nums' : 'font-label'}`}
      inputMode={quantity ? 'decimal' : 'text'}
      onKeyDown={onKeyDown}
      {...LABEL_FIELD}
      autoCapitalize={quantity ? undefined : LABEL_FIELD.autoCapitalize}
      {...(quantity && countsScans && scanGrammar('label'))}
    />
  );
  return quantity ? (
    <div className="flex items-center gap-2">
      {input}
      <ItemUnit label={item} />
    </div>
  ) : (
    input
  );
}
