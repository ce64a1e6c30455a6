import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { problemText } from '../../api/form-errors';
import { updateSettings, useSettings } from '../../api/people/people';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

/** How long a session may sit unused before its person signs in again: long enough for a shift. */
export function IdleHoursForm() {
  const settings = useSettings();
  const client = useQueryClient();
  const toast = useToast();
  const [hours, setHours] = useState<string | null>(null);
  const shown = hours ?? String(settings.data?.session_idle_hours ?? '');
  const save = async (event: FormEvent) => {
    event.preventDefault();
    try {
      client.setQueryData(['settings'], await updateSettings({ session_idle_hours: Number(shown) }));
      setHours(null);
      toast.success('Saved.');
    } catch (error) {
      toast.failure(problemText(error));
    }
  };
  return (
    <form onSubmit={(event) => void save(event)} className="flex items-end gap-2">
      <FormField label="Sign out after this many idle hours">
        {(props) => (
          <input {...props} className="input w-24" inputMode="numeric" value={shown} onChange={(event) => setHours(event.target.value)} />
        )}
      </FormField>
      <button type="submit" className="btn-secondary">
        Save
      </button>
    </form>
  );
}
