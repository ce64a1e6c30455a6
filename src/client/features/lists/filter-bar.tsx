import type { FormEvent } from 'react';
import { formText } from '../../ui/form-text';

export interface FilterField<F extends string> {
  name: F;
  label: string;
  type?: 'search' | 'date' | 'select';
  placeholder?: string;
  /** a select's choices; the first is usually 'Any' with value '' */
  options?: readonly { value: string; label: string }[];
}

interface FilterBarProps<F extends string> {
  fields: readonly FilterField<F>[];
  values: Record<F, string>;
  onFilter: (values: Record<F, string>) => void;
}

/**
 * The filters in one compact row (wrapping on a phone). Text applies on Enter or Filter;
 * a date or a choice applies at once. The form is keyed on the URL's values, so Back resets it.
 */
export function FilterBar<F extends string>({ fields, values, onFilter }: FilterBarProps<F>) {
  const read = (form: HTMLFormElement) => {
    const data = new FormData(form);
    onFilter(Object.fromEntries(fields.map((field) => [field.name, formText(data, field.name).trim()])) as Record<F, string>);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    read(event.currentTarget);
  };
  const active = fields.some((field) => values[field.name] !== '');
  return (
    <form key={JSON.stringify(values)} role="search" aria-label="Filters" className="mb-3 flex flex-wrap items-end gap-2" onSubmit={submit}>
      {fields.map((field) => (
        <label key={field.name} className="flex min-w-32 flex-1 flex-col text-sm font-semibold text-stone-600 sm:max-w-56">
          {field.label}
          {field.type === 'select' ? (
            <select
              name={field.name}
              defaultValue={values[field.name]}
              className="input min-h-9 py-1"
              onChange={(event) => event.currentTarget.form?.requestSubmit()}
            >
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              name={field.name}
              type={field.type ?? 'search'}
              defaultValue={values[field.name]}
              placeholder={field.placeholder}
              autoComplete="off"
              className="input min-h-9 py-1"
              onChange={field.type === 'date' ? (event) => event.currentTarget.form?.requestSubmit() : undefined}
            />
          )}
        </label>
      ))}
      <div className="flex gap-2">
        <button type="submit" className="btn-secondary min-h-9 py-1">
          Filter
        </button>
        {active && (
          <button
            type="button"
            className="btn-secondary min-h-9 py-1"
            onClick={() => onFilter(Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>)}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
