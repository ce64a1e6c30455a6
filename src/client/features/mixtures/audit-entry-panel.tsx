import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { MixtureAuditBody, MixtureResource } from '../../../shared/contract/mixtures';
import { applyProblemToForm } from '../../api/form-errors';
import { useAddMixtureAudit } from '../../api/mixtures/add-mixture-audit';
import { FormField } from '../../ui/form-field';
import { useOperatorName } from '../../ui/operator-name';
import { useToast } from '../../ui/toast';
import { AuditEntryForm, fieldsOf, type AuditEntryInput } from './action-forms';
import { ActionPanel, InputField, OperatorNoteFields, rememberAs } from './form-parts';

const empty = (createdBy: string): AuditEntryInput => ({ event: '', created_by: createdBy, note: '', details: '' });

/** A check or remark in the mixture's log; stock does not change, so it runs without asking. */
export function AuditEntryPanel({ mixture }: { mixture: MixtureResource }) {
  const [operator, rememberOperator] = useOperatorName();
  const toast = useToast();
  const audit = useAddMixtureAudit();
  const form = useForm<AuditEntryInput, unknown, MixtureAuditBody>({
    resolver: zodResolver(AuditEntryForm),
    defaultValues: empty(operator),
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (body) => {
    try {
      await audit.mutateAsync({ mixture, body });
      toast.success('Audit entry recorded.');
      form.reset(empty(body.created_by));
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, fieldsOf(AuditEntryForm)));
    }
  });

  return (
    <ActionPanel title="Add Audit Entry">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3" aria-label="Add Audit Entry">
        <InputField label="Event" registration={form.register('event')} error={errors.event?.message} placeholder="e.g. viscosity check" />
        <OperatorNoteFields
          operator={form.register('created_by', rememberAs(rememberOperator))}
          note={form.register('note')}
          errors={{ operator: errors.created_by?.message, note: errors.note?.message }}
        />
        <FormField label="Details (JSON)" error={errors.details?.message}>
          {(props) => (
            <textarea
              {...props}
              {...form.register('details')}
              className="input font-label text-sm"
              rows={2}
              placeholder="Optional"
              spellCheck={false}
            />
          )}
        </FormField>
        <div>
          <button type="submit" className="btn-primary" disabled={audit.isPending}>
            {audit.isPending ? 'Saving...' : 'Add Entry'}
          </button>
        </div>
      </form>
    </ActionPanel>
  );
}
