import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { DrawBody, MixtureResource } from '../../../shared/contract/mixtures';
import { applyProblemToForm } from '../../api/form-errors';
import { useDrawMixture } from '../../api/mixtures/draw-mixture';
import { newIdempotencyKey } from '../../api/request';
import { ItemLabel } from '../../ui/item-label';
import { useOperatorName } from '../../ui/operator-name';
import { useToast } from '../../ui/toast';
import { DrawForm, fieldsOf, type DrawInput } from './action-forms';
import { ConfirmStep, useConfirmStep } from './confirm-step';
import { ActionPanel, InputField, OperatorNoteFields, rememberAs } from './form-parts';
import { quantityText } from '../../../shared/units';
import { availableText } from './quantity-text';

const empty = (createdBy: string): DrawInput => ({ quantity: '', created_by: createdBy, note: '' });

export function DrawPanel({ mixture }: { mixture: MixtureResource }) {
  const { mix_id: mixId, unit } = mixture.state;
  const [operator, rememberOperator] = useOperatorName();
  const toast = useToast();
  const draw = useDrawMixture();
  const form = useForm<DrawInput, unknown, DrawBody>({ resolver: zodResolver(DrawForm), defaultValues: empty(operator) });
  const { errors } = form.formState;

  const step = useConfirmStep(async (body: DrawBody) => {
    try {
      await draw.mutateAsync({ mixture, body, key: newIdempotencyKey() });
      toast.success(
        <>
          Drew {quantityText(body.quantity, unit)} from <ItemLabel value={mixId} />
        </>,
      );
      form.reset(empty(body.created_by));
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, fieldsOf(DrawForm), unit));
    }
  });

  return (
    <ActionPanel title="Draw">
      <form onSubmit={(event) => void form.handleSubmit(step.ask)(event)} noValidate className="flex flex-col gap-3" aria-label="Draw">
        <InputField
          label="Quantity"
          kind="quantity"
          registration={form.register('quantity')}
          error={errors.quantity?.message}
          hint={availableText(mixture.state)}
          unit={unit}
        />
        <OperatorNoteFields
          operator={form.register('created_by', rememberAs(rememberOperator))}
          note={form.register('note')}
          errors={{ operator: errors.created_by?.message, note: errors.note?.message }}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={step.busy}>
            {step.busy ? 'Drawing...' : 'Draw'}
          </button>
        </div>
      </form>
      <ConfirmStep step={step} confirmLabel="Draw" message={(body) => `Draw ${quantityText(body.quantity, unit)} from mixture ${mixId}?`} />
    </ActionPanel>
  );
}
