import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import type { MixtureResource, SplitBody } from '../../../shared/contract/mixtures';
import { applyProblemToForm } from '../../api/form-errors';
import { nextIdQuery, useNextId } from '../../api/next-id/get-next-id';
import { useSplitMixture } from '../../api/mixtures/split-mixture';
import { newIdempotencyKey } from '../../api/request';
import { useScanHandler } from '../../scan';
import { asLabel } from '../../ui/item-form';
import { ItemLabel } from '../../ui/item-label';
import { useOperatorName } from '../../ui/operator-name';
import { useToast } from '../../ui/toast';
import { fieldsOf, SplitForm, type SplitInput } from './action-forms';
import { ConfirmStep, useConfirmStep } from './confirm-step';
import { ActionPanel, InputField, OperatorNoteFields, rememberAs } from './form-parts';
import { quantityText } from '../../../shared/units';
import { availableText } from './quantity-text';

const empty = (createdBy: string, newMixId: string): SplitInput => ({
  quantity: '',
  destination_bin: '',
  new_mix_id: newMixId,
  created_by: createdBy,
  note: '',
});

export function SplitPanel({ mixture }: { mixture: MixtureResource }) {
  const { mix_id: mixId, unit } = mixture.state;
  const [operator, rememberOperator] = useOperatorName();
  const toast = useToast();
  const queryClient = useQueryClient();
  const split = useSplitMixture();
  const next = useNextId('mixture');
  const suggestion = next.data?.state ?? '';
  const form = useForm<SplitInput, unknown, SplitBody>({
    resolver: zodResolver(SplitForm),
    defaultValues: empty(operator, suggestion),
  });
  const { errors } = form.formState;

  // The new id follows the suggestion until the operator types one of their own.
  useEffect(() => {
    if (suggestion && !form.getFieldState('new_mix_id').isDirty) form.resetField('new_mix_id', { defaultValue: suggestion });
  }, [suggestion, form]);

  // A bin label scanned anywhere on the page is where the split goes.
  useScanHandler((scan) => {
    if (scan.label?.kind !== 'bin') return false;
    form.setValue('destination_bin', scan.label.id);
    form.clearErrors('destination_bin');
    form.setFocus('quantity');
    return true;
  });

  const step = useConfirmStep(async (body: SplitBody) => {
    try {
      await split.mutateAsync({ mixture, body, key: newIdempotencyKey() });
      toast.success(
        <>
          Split {quantityText(body.quantity, unit)} from <ItemLabel value={mixId} /> into <ItemLabel value={body.destination_bin} />. New
          mixture: <ItemLabel value={body.new_mix_id} />
        </>,
      );
      // The split took the suggestion; the hook has fetched the next one.
      const fresh = queryClient.getQueryData(nextIdQuery('mixture').queryKey)?.state ?? '';
      form.reset(empty(body.created_by, fresh));
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, fieldsOf(SplitForm), unit));
    }
  });

  return (
    <ActionPanel title="Split">
      <form onSubmit={(event) => void form.handleSubmit(step.ask)(event)} noValidate className="flex flex-col gap-3" aria-label="Split">
        <InputField
          label="Quantity"
          kind="quantity"
          registration={form.register('quantity')}
          error={errors.quantity?.message}
          hint={availableText(mixture.state)}
          unit={unit}
        />
        <InputField
          label="Destination Bin"
          kind="label"
          registration={form.register('destination_bin', asLabel)}
          error={errors.destination_bin?.message}
          hint="Scan the bin's label, or type it."
        />
        <InputField
          label="New Mixture ID"
          kind="label"
          registration={form.register('new_mix_id', asLabel)}
          error={errors.new_mix_id?.message ?? (next.isError ? 'API Error' : undefined)}
        />
        <OperatorNoteFields
          operator={form.register('created_by', rememberAs(rememberOperator))}
          note={form.register('note')}
          errors={{ operator: errors.created_by?.message, note: errors.note?.message }}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={step.busy}>
            {step.busy ? 'Splitting...' : 'Split'}
          </button>
        </div>
      </form>
      <ConfirmStep
        step={step}
        confirmLabel="Split"
        message={(body) => `Split ${quantityText(body.quantity, unit)} to ${body.destination_bin} as ${body.new_mix_id}?`}
      />
    </ActionPanel>
  );
}
