import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import type { ItemCodes } from '../../shared/contract/codes';
import { newCodeRow, rowsOf, type CodeKind, type CodeRow } from './code-rows';

const KIND_TEXT: Record<CodeKind, string> = { owned: 'Owned', associated: 'Associated' };

export function KindBadge({ kind }: { kind: CodeKind }) {
  const tone = kind === 'owned' ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-900';
  return <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${tone}`}>{KIND_TEXT[kind]}</span>;
}

/** An item's codes, read-only, each with its kind badge. */
export function CodesList({ codes }: { codes: ItemCodes }) {
  const rows = rowsOf(codes);
  if (rows.length === 0) return <p className="text-stone-500">None</p>;
  return (
    <ul className="flex flex-col gap-1">
      {rows.map((row) => (
        <li key={`${row.kind}:${row.code}`} className="flex flex-wrap items-center gap-2">
          <span className="font-label break-all">{row.code}</span>
          <KindBadge kind={row.kind} />
        </li>
      ))}
    </ul>
  );
}

/** Owned / Associated as a two-button toggle that reads like the badge it sets. */
function KindToggle({ label, kind, onChange }: { label: string; kind: CodeKind; onChange: (kind: CodeKind) => void }) {
  return (
    <div
      role="group"
      aria-label={label}
      className="inline-flex shrink-0 overflow-hidden rounded-full border border-stone-300 text-xs font-semibold"
    >
      {(['owned', 'associated'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={kind === option}
          className={`min-h-9 px-2 ${kind === option ? 'bg-brand-700 text-white' : 'bg-white text-stone-600 hover:bg-stone-50'}`}
          onClick={() => onChange(option)}
        >
          {KIND_TEXT[option]}
        </button>
      ))}
    </div>
  );
}

interface CodesEditorProps {
  rows: CodeRow[];
  onChange: (rows: CodeRow[]) => void;
  /** react-hook-form's errors of the rows field */
  errors?: { [row: number]: { code?: { message?: string } } | undefined } | undefined;
  /** the parent's codes: shown for reference, never sent */
  inherited?: ItemCodes | undefined;
}

/**
 * Rows of code + kind toggle. Enter (which a wedge scanner sends after each code) moves to
 * the next row, adding one at the end, so codes can be scanned one after another.
 */
export function CodesEditor({ rows, onChange, errors, inherited }: CodesEditorProps) {
  const id = useId();
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const focusKey = useRef<string | null>(null);
  useEffect(() => {
    if (focusKey.current) inputs.current.get(focusKey.current)?.focus();
    focusKey.current = null;
  }, [rows]);

  const update = (index: number, change: Partial<CodeRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));
  const add = () => {
    const row = newCodeRow();
    focusKey.current = row.key;
    onChange([...rows, row]);
  };
  const onEnter = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    const next = rows[index + 1];
    if (next) inputs.current.get(next.key)?.focus();
    else if (rows[index]?.code.trim()) add();
  };

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-stone-700">Codes</legend>
      {inherited && (inherited.owned_codes.length > 0 || inherited.associated_codes.length > 0) && (
        <div className="rounded-md bg-stone-50 p-2">
          <p className="mb-1 text-sm text-stone-500">Inherited from the parent SKU:</p>
          <CodesList codes={inherited} />
        </div>
      )}
      {rows.map((row, index) => {
        const error = errors?.[index]?.code?.message;
        const name = `Code ${index + 1}`;
        const errorId = `${id}-${row.key}-error`;
        return (
          <div key={row.key} className="flex flex-col gap-1">
            {/* Phones: the code gets the whole line (a 13-digit barcode fits), kind and remove go beneath. */}
            <div className="flex flex-wrap items-center gap-2 sm:flex-nowrap">
              <input
                ref={(element) => {
                  if (element) inputs.current.set(row.key, element);
                  else inputs.current.delete(row.key);
                }}
                aria-label={name}
                aria-invalid={Boolean(error)}
                aria-describedby={error ? errorId : undefined}
                className="input min-w-0 basis-full font-label sm:basis-0 sm:flex-1"
                value={row.code}
                autoComplete="off"
                spellCheck={false}
                onChange={(event) => update(index, { code: event.target.value })}
                onKeyDown={(event) => onEnter(event, index)}
              />
              <KindToggle label={`${name} kind`} kind={row.kind} onChange={(kind) => update(index, { kind })} />
              <button
                type="button"
                aria-label={`Remove code ${index + 1}`}
                className="ml-auto min-h-9 min-w-9 shrink-0 rounded-md text-lg font-bold text-stone-500 hover:bg-stone-100 hover:text-red-700 sm:ml-0"
                onClick={() => onChange(rows.filter((_, i) => i !== index))}
              >
                ×
              </button>
            </div>
            {error && (
              <p id={errorId} className="text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div>
        <button type="button" className="btn-secondary" onClick={add}>
          Add code
        </button>
      </div>
    </fieldset>
  );
}
