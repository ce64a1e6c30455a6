import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Note, Operator } from '../../../shared/contract/fields';
import type { InstanceResource } from '../../../shared/contract/step-instances';
import { isApiError } from '../../api/api-error';
import { applyProblemToForm } from '../../api/form-errors';
import { newIdempotencyKey } from '../../api/request';
import { useUndoStepInstance } from '../../api/step-instances/undo-step-instance';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormField } from '../../ui/form-field';
import { OperatorField, rememberedAs } from '../../ui/operator-field';
import { useOperatorName } from '../../ui/operator-name';
import { useToast } from '../../ui/toast';

/**
 * The app always names who undoes a run and why, though the API lets a script leave them out
 * (decision 022): an undo removes lots from the record, and an audit asks the reason.
 */
const UndoForm = z.object({ operator: Operator, note: Note.trim().min(1, 'Say why the run is undone') });
type UndoInput = z.input<typeof UndoForm>;
type UndoValues = z.output<typeof UndoForm>;

const FIELD_OF = { operator: 'operator', note: 'note' } as const;

/** Undo of a mistaken run, asked first. */
export function UndoAction({ instance }: { instance: InstanceResource }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button type="button" className="btn-secondary text-red-700" onClick={() => setAsking(true)}>
        Undo
      </button>
      {asking && <UndoDialog instance={instance} onClose={() => setAsking(false)} />}
    </>
  );
}

/**
 * Asks who is undoing (the remembered name to start with) and why. The key is made when the dialog
 * opens, so a second press after a lost answer is the same request and undoes once.
 */
function UndoDialog({ instance, onClose }: { instance: InstanceResource; onClose: () => void }) {
  const id = instance.state.instance_id;
  const [operator, rememberOperator] = useOperatorName();
  const [key] = useState(newIdempotencyKey);
  const toast = useToast();
  const undo = useUndoStepInstance();
  const form = useForm<UndoInput, unknown, UndoValues>({ resolver: zodResolver(UndoForm), defaultValues: { operator, note: '' } });

  const submit = form.handleSubmit(async (values) => {
    // Enter in the field while the first press is on its way sends nothing more.
    if (undo.isPending) return;
    try {
      await undo.mutateAsync({ instance, who: values, key });
      // The page stays: it now says the run was undone, by whom and when.
      toast.success(`Run ${id} undone.`);
      onClose();
    } catch (error) {
      const text = applyProblemToForm(error, form.setError, FIELD_OF);
      if (isApiError(error) && error.invalidParams.some((param) => param.name in FIELD_OF)) return;
      // A 409 (a product used meanwhile) names what is in the way; the page then says why.
      toast.failure(text);
      onClose();
    }
  });

  return (
    <ConfirmDialog
      open
      confirmLabel="Undo run"
      message={`Undo run ${id}? What it consumed goes back to its bins and mixtures, and the lots it produced are removed.`}
      busy={undo.isPending}
      onConfirm={() => void submit()}
      onCancel={onClose}
    >
      <form noValidate className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
        <OperatorField
          error={form.formState.errors.operator?.message}
          registration={form.register('operator', rememberedAs(rememberOperator))}
        />
        <FormField label="Reason" error={form.formState.errors.note?.message}>
          {(props) => (
            <input {...props} {...form.register('note')} className="input" autoComplete="off" placeholder="Why is this run undone?" />
          )}
        </FormField>
        {/* Enter in the field submits, as in every other form. */}
        <button type="submit" hidden />
      </form>
    </ConfirmDialog>
  );
}
