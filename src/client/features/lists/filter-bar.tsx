import { useEffect, useState, type FormEvent } from 'react';

export interface FilterField<F extends string> {
  name: F;
  label: string;
  type?: 'search' | 'date' | 'select';
  placeholder?: string;
  /** a select's choices; the first is usually 'Any' with value ''; a disabled one says why there are no more (loading, none) */
  options?: readonly FilterOption[];
}

export interface FilterOption {
  value: string;
  label: string;
  disabled?: boolean;
}

interface FilterBarProps<F extends string> {
  fields: readonly FilterField<F>[];
  values: Record<F, string>;
  /** `typing` when the filter applies by itself after a pause in typing, rather than on Enter, Filter or a choice */
  onFilter: (values: Record<F, string>, typing?: boolean) => void;
  /** why the server refused a filter (a reversed date range, a malformed id), shown beside its field */
  errors?: Partial<Record<F, string>>;
}

/** How long typing pauses before the text applies. */
const TYPING_PAUSE_MS = 300;

const trimmed = <F extends string>(values: Record<F, string>) =>
  Object.fromEntries(Object.entries<string>(values).map(([name, value]) => [name, value.trim()])) as Record<F, string>;

const same = <F extends string>(a: Record<F, string>, b: Record<F, string>) => JSON.stringify(trimmed(a)) === JSON.stringify(trimmed(b));

/**
 * The filters in one compact row (wrapping on a phone). Text applies as it is typed (after a
 * short pause), or at once on Enter or Filter; a date or a choice applies at once. What the URL
 * says wins when it changes from elsewhere (Back, Clear), so the fields always show the list's filters.
 */
export function FilterBar<F extends string>({ fields, values, onFilter, errors = {} }: FilterBarProps<F>) {
  const [draft, setDraft] = useState(values);
  const [applied, setApplied] = useState(values);
  const [seen, setSeen] = useState(values);
  if (!same(values, seen)) {
    setSeen(values);
    // Not the echo of what this bar applied: the URL changed from elsewhere.
    if (!same(values, applied)) {
      setDraft(values);
      setApplied(values);
    }
  }

  const apply = (next: Record<F, string>, typing = false) => {
    setApplied(next);
    onFilter(trimmed(next), typing);
  };

  useEffect(() => {
    if (same(draft, applied)) return;
    const timer = setTimeout(() => {
      setApplied(draft);
      onFilter(trimmed(draft), true);
    }, TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [draft, applied, onFilter]);

  // Leaving the field ends the typing: what it holds applies now, so a pause that ends later
  // cannot pull the list back over a link just clicked (a lazy screen keeps this one mounted while it loads).
  const typed = () => {
    if (!same(draft, applied)) apply(draft, true);
  };

  const change = (name: F, value: string, atOnce: boolean) => {
    const next = { ...draft, [name]: value };
    setDraft(next);
    if (atOnce) apply(next);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  const active = fields.some((field) => values[field.name] !== '');
  return (
    <form role="search" aria-label="Filters" className="mb-3 flex flex-wrap items-start gap-2" onSubmit={submit}>
      {fields.map((field) => {
        const error = errors[field.name];
        const errorId = `filter-${field.name}-error`;
        const common = {
          name: field.name,
          value: draft[field.name],
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : undefined,
          className: `input min-h-9 py-1 ${error ? 'border-red-600' : ''}`,
        };
        return (
          <div key={field.name} className="flex min-w-32 flex-1 flex-col sm:max-w-56">
            <label className="flex flex-col text-sm font-semibold text-stone-600">
              {field.label}
              {field.type === 'select' ? (
                <select {...common} onChange={(event) => change(field.name, event.currentTarget.value, true)}>
                  {field.options?.map((option) => (
                    <option key={option.value} value={option.value} disabled={option.disabled}>
                      {option.label}
                    </option>
                  ))}
                </select>
              ) : (
                <input
                  {...common}
                  type={field.type ?? 'search'}
                  placeholder={field.placeholder}
                  autoComplete="off"
                  onChange={(event) => change(field.name, event.currentTarget.value, field.type === 'date')}
                  onBlur={typed}
                />
              )}
            </label>
            {error && (
              <p id={errorId} className="mt-0.5 text-sm text-red-700">
                {field.label} {error}.
              </p>
            )}
          </div>
        );
      })}
      <div className="flex gap-2 self-end">
        <button type="submit" className="btn-secondary min-h-9 py-1">
          Filter
        </button>
        {active && (
          <button
            type="button"
            className="btn-secondary min-h-9 py-1"
            onClick={() => {
              const cleared = Object.fromEntries(fields.map((field) => [field.name, ''])) as Record<F, string>;
              setDraft(cleared);
              apply(cleared);
            }}
          >
            Clear
          </button>
        )}
      </div>
    </form>
  );
}
