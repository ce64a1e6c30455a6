import type { OperationSpec, StockFields } from './operations';

/** A fresh form: no labels, and a quantity of one. */
export const EMPTY_FIELDS: StockFields = { bin: '', item: '', destination: '', quantity: '1' };

/** The form's fields from a query string; only non-empty parameters prefill. */
export function prefill(spec: OperationSpec, params: URLSearchParams): StockFields {
  const values = { ...EMPTY_FIELDS };
  for (const field of spec.fields) {
    const value = params.get(field.query)?.trim();
    if (value) values[field.name] = field.name === 'quantity' ? value : value.toUpperCase();
  }
  return values;
}

/**
 * The query string that prefills the form with `values`: the filled fields that differ from a
 * fresh form, so an untouched form keeps a bare URL. `prefill` of it gives `values` back,
 * but for a cleared quantity, which comes back as the default.
 */
export function queryOf(spec: OperationSpec, values: StockFields): string {
  const params = new URLSearchParams();
  for (const field of spec.fields) {
    const value = values[field.name].trim();
    if (value && value !== EMPTY_FIELDS[field.name]) params.set(field.query, value);
  }
  return params.toString();
}
