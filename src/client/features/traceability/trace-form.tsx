import { useState, type FormEvent } from 'react';
import type { TraceDirection } from '../../../shared/contract/traceability';
import { itemOfScan, useFormScans } from '../../scan';
import { ItemLabel } from '../../ui/item-label';
import { splitIds } from './trace-params';
import { SCOPE_TEXT } from './trace-text';

interface TraceFormProps {
  ids: string[];
  direction: TraceDirection;
  busy: boolean;
  onGenerate: (ids: string[], direction: TraceDirection) => void;
}

const SCOPES: TraceDirection[] = ['downstream', 'upstream'];

/** The list with `more` added after it, each label once. */
const joined = (listed: string[], more: string[]) => [...listed, ...more.filter((id) => !listed.includes(id))];

/** What to trace: lot and run labels, scanned anywhere on the screen or typed, and which way. */
export function TraceForm({ ids: initialIds, direction: initialDirection, busy, onGenerate }: TraceFormProps) {
  const [ids, setIds] = useState(initialIds);
  const [draft, setDraft] = useState('');
  const [direction, setDirection] = useState(initialDirection);
  const [error, setError] = useState<string | null>(null);

  const add = (more: string[]) => setIds((listed) => joined(listed, more));

  // A scanned lot or run label joins the list; a product code names its lot; anything else is refused, never opened.
  useFormScans((scan) => {
    const { label } = scan;
    if (label) {
      if (label.kind !== 'batch' && label.kind !== 'step-instance') return { problem: `${label.id} is not a lot or run label.` };
      add([label.id]);
      return true;
    }
    const found = itemOfScan(scan, ['batch'], 'lot');
    if ('problem' in found) return found;
    add([found.found.id]);
    return true;
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = splitIds(draft);
    const all = joined(ids, typed.ids);
    setIds(all);
    setDraft(typed.rejected.join(' '));
    if (typed.rejected.length > 0) return setError(`Not a lot or run label: ${typed.rejected.join(', ')}`);
    if (all.length === 0) return setError('Scan or type a lot (BAT…) or run (INS…) label.');
    setError(null);
    onGenerate(all, direction);
  };

  return (
    <form onSubmit={submit} className="flex max-w-card flex-col gap-3 print:hidden" aria-label="What to trace">
      <div className="flex flex-col gap-1">
        <label htmlFor="trace-id" className="font-semibold text-stone-700">
          Identifier
        </label>
        <input
          id="trace-id"
          className="input font-label"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Scan or type BAT… or INS…"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error !== null}
          aria-describedby={error ? 'trace-id-error' : undefined}
        />
        {error && (
          <p id="trace-id-error" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
      {ids.length > 0 && (
        <ul aria-label="Lots and runs to trace" className="flex flex-wrap gap-2">
          {ids.map((id) => (
            <li key={id} className="flex items-center gap-1 rounded-md bg-stone-50 py-1 pr-1 pl-2 ring-1 ring-stone-300">
              <ItemLabel value={id} link={false} />
              <button
                type="button"
                className="min-h-8 min-w-8 rounded text-stone-500 hover:bg-stone-200"
                aria-label={`Remove ${id}`}
                onClick={() => setIds(ids.filter((other) => other !== id))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-col gap-1">
        <label htmlFor="trace-scope" className="font-semibold text-stone-700">
          Scope
        </label>
        <select
          id="trace-scope"
          className="input"
          value={direction}
          onChange={(event) => setDirection(event.target.value as TraceDirection)}
        >
          {SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {SCOPE_TEXT[scope]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Generating…' : 'Generate preview'}
        </button>
      </div>
    </form>
  );
}
