import type { ImportKind } from '../../../shared/contract/import';
import { FormField } from '../../ui/form-field';
import type { ColumnMapping } from './columns';
import { CELL_HINT, IMPORT_FIELDS } from './fields';

/** One select per field: which of the file's columns fills it (auto-matched by header name). */
export function ColumnMapper({
  kind,
  headers,
  mapping,
  onChange,
}: {
  kind: ImportKind;
  headers: readonly string[];
  mapping: ColumnMapping;
  onChange: (mapping: ColumnMapping) => void;
}) {
  return (
    <fieldset className="grid gap-3 sm:grid-cols-2">
      <legend className="mb-2 font-semibold text-stone-700">Columns</legend>
      {IMPORT_FIELDS[kind].map((field) => (
        <FormField
          key={field.key}
          label={`${field.label}${field.required ? ' (required)' : ''}`}
          error={field.required && mapping[field.key] == null ? 'Choose the column that holds it.' : undefined}
          hint={field.hint ?? CELL_HINT[field.cell]}
        >
          {(props) => (
            <select
              {...props}
              className="input"
              value={mapping[field.key] ?? ''}
              onChange={(event) => onChange({ ...mapping, [field.key]: event.target.value === '' ? null : Number(event.target.value) })}
            >
              <option value="">(not in the file)</option>
              {headers.map((header, index) => (
                <option key={index} value={index}>
                  {header || `Column ${index + 1}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ))}
    </fieldset>
  );
}
