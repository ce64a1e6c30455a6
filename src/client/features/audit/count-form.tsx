import { useState } from 'react';
import { scanOf, useScan } from '../../scan';
import { FormField } from '../../ui/form-field';
import { AuditConfirm } from './audit-confirm';
import type { CountSheet } from './count-sheet';
import { CountTable } from './count-table';
import { MixturesLeftOut } from './mixtures-left-out';
import { LABEL_FIELD } from '../../ui/label-field';

interface Props {
  binId: string;
  sheet: CountSheet;
  /** null: offline with no copy of the bin's records on the device */
  expected: Record<string, number> | null;
  operator: string;
  onOperator: (name: string) => void;
  onSet: (itemId: string, units: number) => void;
  onRemove: (itemId: string) => void;
  onConfirm: (note: string) => void;
  busy: boolean;
}

/** Counting a bin: items by scan or by typed label, blind unless the operator asks for the records. */
export function CountForm({ binId, sheet, expected, operator, onOperator, onSet, onRemove, onConfirm, busy }: Props) {
  const [item, setItem] = useState('');
  const [itemError, setItemError] = useState<string>();
  const [showExpected, setShowExpected] = useState(false);
  const [note, setNote] = useState('');
  const [operatorError, setOperatorError] = useState<string>();
  const [asking, setAsking] = useState(false);

  const { scan, settled } = useScan();

  // Typed text counts as a scan would: a label, or a code looked up as on Receive.
  const addItem = () => {
    const text = item.trim();
    if (!text) return setItemError('Type a label or code.');
    setItemError(undefined);
    setItem('');
    void scan(scanOf(text, 'typed'));
  };

  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <FormField label="Item Label" error={itemError}>
            {(props) => (
              <input
                {...props}
                className="input font-label"
                value={item}
                onChange={(event) => setItem(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  addItem();
                }}
                {...LABEL_FIELD}
              />
            )}
          </FormField>
        </div>
        <button type="button" className="btn-secondary" onClick={addItem}>
          Count
        </button>
      </div>
      <CountTable sheet={sheet} expected={showExpected ? expected : null} onSet={onSet} onRemove={onRemove} />
      {expected !== null && <MixturesLeftOut contents={expected} />}
      {expected === null ? (
        <p role="status" className="text-stone-700">
          Not connected: this device has no copy of {binId}'s records. Count as usual; the count is kept here and booked when it reaches the
          server, unless the bin changed after the count began.
        </p>
      ) : (
        <div>
          <button type="button" className="btn-secondary" aria-pressed={showExpected} onClick={() => setShowExpected(!showExpected)}>
            {showExpected ? 'Hide expected' : 'Show expected'}
          </button>
        </div>
      )}
      <FormField label="Operator" error={operatorError}>
        {(props) => (
          <input {...props} className="input" value={operator} onChange={(event) => onOperator(event.target.value)} autoComplete="name" />
        )}
      </FormField>
      <FormField label="Note">
        {(props) => <input {...props} className="input" value={note} onChange={(event) => setNote(event.target.value)} />}
      </FormField>
      <div>
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          onClick={() => {
            if (!operator.trim()) return setOperatorError('Enter who counted.');
            setOperatorError(undefined);
            // Asked about the count the scans in hand leave, codes still being looked up included.
            void settled().then(() => setAsking(true));
          }}
        >
          {busy ? 'Saving...' : 'Confirm count'}
        </button>
      </div>
      <AuditConfirm
        open={asking}
        binId={binId}
        sheet={sheet}
        expected={expected}
        onConfirm={() => {
          setAsking(false);
          onConfirm(note.trim());
        }}
        onCancel={() => setAsking(false)}
      />
    </div>
  );
}
