import { useRef, useState, type FormEvent } from 'react';
import { useFormScans } from '../../scan';
import { ItemLabel } from '../../ui/item-label';
import { labelOfScan } from './label-of-scan';
import { printableLabel } from './use-label-params';

interface LabelPickerProps {
  ids: string[];
  /** Places in `ids` that name nothing. */
  missing: ReadonlySet<number>;
  /** Whether a scanned badge joins the list (for whoever manages people). */
  badges: boolean;
  onChange: (ids: string[]) => void;
}

/** The labels to print: scanned anywhere on the screen, or typed and pasted, several at once. */
export function LabelPicker({ ids, missing, badges, onChange }: LabelPickerProps) {
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // On this screen a scanned label, or a code's item, joins the list instead of opening its
  // page; what has no label is refused, and the list is never left behind.
  useFormScans((scan) => {
    const label = labelOfScan(scan, badges);
    if ('problem' in label) return label;
    // The scan layer has already taken the scanned characters back out of the box.
    onChange([...ids, label.id]);
    return true;
  });

  const add = (event: FormEvent) => {
    event.preventDefault();
    const tokens = draft.split(/[\s,;]+/).filter(Boolean);
    const rejected = tokens.filter((token) => printableLabel(token) === null);
    onChange([...ids, ...tokens.flatMap((token) => printableLabel(token) ?? [])]);
    // What was not a label stays in the box to be corrected.
    setDraft(rejected.join(' '));
    setError(rejected.length > 0 ? `Not a label: ${rejected.join(', ')}` : null);
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={add} className="flex flex-col gap-1">
        <label htmlFor="label-add" className="font-semibold text-stone-700">
          Add labels
        </label>
        <div className="flex gap-2">
          <input
            id="label-add"
            ref={input}
            className="input font-label"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            placeholder="Scan or paste labels"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? 'label-add-error' : undefined}
          />
          <button type="submit" className="btn-secondary">
            Add
          </button>
        </div>
        {error && (
          <p id="label-add-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </form>
      {ids.length > 0 && (
        <div className="flex flex-col gap-2">
          <ul aria-label="Labels to print" className="flex flex-wrap gap-2">
            {ids.map((id, index) => (
              <li
                key={index}
                className={`flex items-center gap-1 rounded-md py-1 pr-1 pl-2 ring-1 ${missing.has(index) ? 'bg-red-50 ring-red-600' : 'bg-stone-50 ring-stone-300'}`}
              >
                <ItemLabel value={id} />
                {missing.has(index) && <span className="text-sm text-red-700">does not exist</span>}
                <button
                  type="button"
                  className="rounded px-2 text-lg leading-none text-stone-600 hover:bg-stone-200"
                  aria-label={`Remove ${id}`}
                  onClick={() => onChange(ids.filter((_, other) => other !== index))}
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="self-start text-sm text-brand-700 underline" onClick={() => onChange([])}>
            Remove all
          </button>
        </div>
      )}
    </div>
  );
}
