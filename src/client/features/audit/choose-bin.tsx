import { useState } from 'react';
import { BinId } from '../../../shared/contract/fields';
import { FormField } from '../../ui/form-field';
import { LABEL_FIELD } from '../../ui/label-field';

/** Step one of an audit: which bin is being counted (scan its label or type it). */
export function ChooseBin({ onChoose, busy }: { onChoose: (binId: string) => void; busy: boolean }) {
  const [label, setLabel] = useState('');
  const [error, setError] = useState<string>();
  return (
    <form
      className="flex flex-col gap-4"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const parsed = BinId.safeParse(label.trim().toUpperCase());
        if (!parsed.success) return setError(parsed.error.issues[0]?.message);
        setError(undefined);
        onChoose(parsed.data);
      }}
    >
      <FormField label="Bin Label" error={error} hint="Scan the bin's label, or type it.">
        {(props) => (
          <input
            {...props}
            className="input font-label"
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            {...LABEL_FIELD}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          Start count
        </button>
      </div>
    </form>
  );
}
