import { useId } from 'react';
import type { ItemProps } from '../../../shared/contract/skus';
import { propLabel } from '../../ui/prop-label';
import { lockedKind, newPropDraft, renamed, retyped, SUGGESTED_PROPS, type PropDraft, type PropKind } from './props-draft';
import { PropValue } from './props-table';

const KINDS: { kind: PropKind; text: string }[] = [
  { kind: 'string', text: 'Text' },
  { kind: 'number', text: 'Number' },
  { kind: 'currency', text: 'Currency' },
  { kind: 'date', text: 'Date' },
];

type RowErrors = { name?: { message?: string }; value?: { message?: string } };

function PropRow({
  draft,
  index,
  listId,
  error,
  onChange,
  onRemove,
}: {
  draft: PropDraft;
  index: number;
  listId: string;
  error: RowErrors | undefined;
  onChange: (draft: PropDraft) => void;
  onRemove: () => void;
}) {
  const n = index + 1;
  const locked = lockedKind(draft.name) !== undefined;
  const messages = [error?.name?.message, error?.value?.message].filter(Boolean);
  const readable = propLabel(draft.name);
  return (
    <div className="flex flex-col gap-1 rounded-md border border-stone-200 p-2">
      {/* Phones: name and remove, then type and value; from 600px one line. Remove is placed, so it stays last for Tab. */}
      <div className="grid grid-cols-[7.5rem_minmax(0,1fr)_auto] gap-2 sm:grid-cols-[minmax(0,1.6fr)_7.5rem_minmax(0,1fr)_auto]">
        <input
          aria-label={`Property ${n} name`}
          aria-invalid={Boolean(error?.name)}
          list={listId}
          className="input col-span-2 sm:col-span-1"
          value={draft.name}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(renamed(draft, event.target.value))}
        />
        <select
          aria-label={`Property ${n} type`}
          className="input disabled:bg-stone-100 disabled:text-stone-600"
          value={draft.kind}
          disabled={locked}
          onChange={(event) => onChange(retyped(draft, event.target.value as PropKind))}
        >
          {KINDS.map(({ kind, text }) => (
            <option key={kind} value={kind}>
              {text}
            </option>
          ))}
        </select>
        <div className="col-span-2 flex items-center gap-1 sm:col-span-1">
          {draft.kind === 'currency' && (
            <span aria-hidden="true" className="font-semibold text-stone-600">
              $
            </span>
          )}
          <input
            aria-label={`Property ${n} value`}
            aria-invalid={Boolean(error?.value)}
            className="input min-w-0 flex-1"
            type={draft.kind === 'date' ? 'date' : 'text'}
            inputMode={draft.kind === 'number' || draft.kind === 'currency' ? 'decimal' : 'text'}
            value={draft.value}
            autoComplete="off"
            onChange={(event) => onChange({ ...draft, value: event.target.value })}
          />
          {draft.kind === 'currency' && <span className="text-sm font-semibold text-stone-600">USD</span>}
        </div>
        <button
          type="button"
          aria-label={`Remove property ${n}`}
          className="min-h-11 min-w-11 rounded-md text-lg font-bold text-stone-500 hover:bg-stone-100 hover:text-red-700 col-start-3 row-start-1 sm:col-start-4"
          onClick={onRemove}
        >
          ×
        </button>
      </div>
      {/* The name field holds the stored key; say how it reads wherever the two differ. */}
      {readable !== draft.name.trim() && <p className="text-sm text-stone-600">{readable}</p>}
      {messages.map((message) => (
        <p key={message} className="text-sm text-red-700">
          {message}
        </p>
      ))}
    </div>
  );
}

interface PropsEditorProps {
  rows: PropDraft[];
  onChange: (rows: PropDraft[]) => void;
  errors?: { [row: number]: RowErrors | undefined } | undefined;
  /** values this editor has no type for; they are saved unchanged */
  kept: ItemProps;
}

/** The batch's additional properties: name + typed value; suggested names come from a datalist. */
export function PropsEditor({ rows, onChange, errors, kept }: PropsEditorProps) {
  const listId = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold text-stone-700">Additional Properties</legend>
      <datalist id={listId}>
        {Object.keys(SUGGESTED_PROPS).map((name) => (
          <option key={name} value={name} label={propLabel(name)} />
        ))}
      </datalist>
      {rows.map((draft, index) => (
        <PropRow
          key={draft.key}
          draft={draft}
          index={index}
          listId={listId}
          error={errors?.[index]}
          onChange={(changed) => onChange(rows.map((row, i) => (i === index ? changed : row)))}
          onRemove={() => onChange(rows.filter((_, i) => i !== index))}
        />
      ))}
      {Object.entries(kept).map(([name, value]) => (
        <p key={name} className="text-sm text-stone-600">
          {propLabel(name)}: <PropValue value={value} /> (kept as it is)
        </p>
      ))}
      <div>
        <button type="button" className="btn-secondary" onClick={() => onChange([...rows, newPropDraft()])}>
          Add property
        </button>
      </div>
    </fieldset>
  );
}
