import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_UNIT } from '../../../shared/units';
import { applyProblemToForm } from '../../api/form-errors';
import { useCreateWithNextId } from '../../api/next-id/create-with-next-id';
import { useNextId } from '../../api/next-id/get-next-id';
import { useCreateSku } from '../../api/skus/create-sku';
import { newCodeRow } from '../../ui/code-rows';
import { CodesEditor } from '../../ui/codes-editor';
import { FormField } from '../../ui/form-field';
import { asLabel, CreatedMessage, NextLabelField, newLabelScans } from '../../ui/item-form';
import { useFormScans } from '../../scan';
import { PrintButton } from '../../ui/print-button';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { NewSkuForm, skuProblemFields, type NewSkuInput, type NewSkuValues } from './sku-form';
import { UnitField } from './unit-field';

/** One blank code row, ready for a scan. */
const empty = (label = ''): NewSkuInput => ({ label, name: '', unit: DEFAULT_UNIT, codes: [newCodeRow()] });

export function NewSkuScreen() {
  const next = useNextId('sku');
  const create = useCreateSku();
  const createUnderLabel = useCreateWithNextId('sku');
  const toast = useToast();
  // ?id= comes from a scanned label not in use yet: a pre-printed label becoming this SKU.
  const [params] = useSearchParams();
  const form = useForm<NewSkuInput, unknown, NewSkuValues>({
    resolver: zodResolver(NewSkuForm),
    defaultValues: empty((params.get('id') ?? '').trim().toUpperCase()),
  });
  const { errors, isSubmitting } = form.formState;
  const typed = useWatch({ control: form.control, name: 'label' });

  useFormScans(
    newLabelScans('sku', 'SKU', (id) => {
      form.setValue('label', id);
      form.clearErrors('label');
    }),
  );

  const submit = form.handleSubmit(async ({ label, name, unit, codes }) => {
    if (!next.data) return;
    try {
      const answer = await createUnderLabel(next.data, label, (id, operations) =>
        create.mutateAsync({ operations, body: { id, name, unit, ...codes } }),
      );
      toast.success(<CreatedMessage uri={answer.Id} />);
      // Keep the inputs registered, so the label can take focus straight away.
      form.reset(empty(), { keepFieldsRef: true });
      form.setFocus('label');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { id: 'label', ...skuProblemFields(form.getValues('codes')) }));
    }
  });

  return (
    <Screen title="New SKU">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="New SKU">
        <NextLabelField label="Sku Label" next={next} error={errors.label?.message} registration={form.register('label', asLabel)} />
        <FormField label="Name" error={errors.name?.message}>
          {(props) => <input {...props} {...form.register('name')} className="input" autoComplete="off" />}
        </FormField>
        <UnitField registration={form.register('unit')} error={errors.unit?.message} />
        <Controller
          control={form.control}
          name="codes"
          render={({ field }) => <CodesEditor rows={field.value} onChange={field.onChange} errors={errors.codes} />}
        />
        <div className="flex flex-wrap gap-2">
          <PrintButton label={typed || (next.data?.state ?? '')} />
          <button type="submit" className="btn-primary" disabled={isSubmitting || !next.data}>
            Submit
          </button>
        </div>
      </form>
    </Screen>
  );
}
