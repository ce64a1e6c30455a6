import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Note, Operator } from '../../../shared/contract/fields';
import type { InstanceResource, UpdateInstanceBody } from '../../../shared/contract/step-instances';
import { applyProblemToForm } from '../../api/form-errors';
import { useUpdateStepInstance } from '../../api/step-instances/update-step-instance';
import { FormField } from '../../ui/form-field';
import { useToast } from '../../ui/toast';

/** The words of a run that may change after it: who ran it and the notes (blank clears them). */
const EditForm = z.object({ operator: Operator, notes: Note });
type EditInput = z.input<typeof EditForm>;
type EditValues = z.output<typeof EditForm>;

const FIELD_OF = { operator: 'operator', notes: 'notes' } as const;

/** A small inline form under the run's details; closes on Save or Cancel. */
export function InstanceEditForm({ instance, onDone }: { instance: InstanceResource; onDone: () => void }) {
  const { instance_id, operator, notes } = instance.state;
  const toast = useToast();
  const update = useUpdateStepInstance();
  const form = useForm<EditInput, unknown, EditValues>({
    resolver: zodResolver(EditForm),
    defaultValues: { operator, notes: notes ?? '' },
  });
  const { errors, isSubmitting } = form.formState;

  const save = async (values: EditValues) => {
    const body: UpdateInstanceBody = { instance_id, operator: values.operator, notes: values.notes.trim() === '' ? null : values.notes };
    try {
      await update.mutateAsync({ instance, body });
      toast.success('Saved!');
      onDone();
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, FIELD_OF));
    }
  };

  return (
    <form
      aria-label="Edit run"
      noValidate
      className="mt-4 flex max-w-card flex-col gap-3 rounded-lg border border-stone-200 p-4"
      onSubmit={(event) => void form.handleSubmit(save)(event)}
    >
      <FormField label="Operator" error={errors.operator?.message}>
        {(props) => <input {...props} {...form.register('operator')} className="input" autoComplete="name" />}
      </FormField>
      <FormField label="Notes" error={errors.notes?.message}>
        {(props) => <textarea {...props} {...form.register('notes')} rows={3} className="input" placeholder="Optional" />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save'}
        </button>
        <button type="button" className="btn-secondary" disabled={isSubmitting} onClick={onDone}>
          Cancel
        </button>
      </div>
    </form>
  );
}
