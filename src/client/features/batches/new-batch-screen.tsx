import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useCreateBatch } from '../../api/batches/create-batch';
import { applyProblemToForm } from '../../api/form-errors';
import { useCreateWithNextId } from '../../api/next-id/create-with-next-id';
import { useNextId } from '../../api/next-id/get-next-id';
import { newCodeRow } from '../../ui/code-rows';
import { CodesEditor } from '../../ui/codes-editor';
import { FormField } from '../../ui/form-field';
import { asLabel, CreatedMessage, NextLabelField } from '../../ui/item-form';
import { PrintButton } from '../../ui/print-button';
import { Screen } from '../../ui/screen';
import { useFormScans } from '../../scan';
import { useToast } from '../../ui/toast';
import { batchProblemFields, NewBatchForm, NO_LOT, type NewBatchInput, type NewBatchValues } from './batch-form';
import { LotFields } from './lot-fields';
import { placeBatchScan } from './new-batch-scans';
import { ParentSkuField, useParentSku } from './parent-sku';

/** The parent stays for the next batch of the same SKU; the rest starts over. */
const empty = (parent: string): NewBatchInput => ({ parent, label: '', name: '', codes: [newCodeRow()], ...NO_LOT });

export function NewBatchScreen() {
  const [params, setParams] = useSearchParams();
  const urlParent = (params.get('parent') ?? '').trim().toUpperCase();
  const next = useNextId('batch');
  const create = useCreateBatch();
  const createUnderLabel = useCreateWithNextId('batch');
  const toast = useToast();
  // ?id= comes from a scanned label not in use yet: a pre-printed label becoming this batch.
  const form = useForm<NewBatchInput, unknown, NewBatchValues>({
    resolver: zodResolver(NewBatchForm),
    defaultValues: { ...empty(urlParent), label: (params.get('id') ?? '').trim().toUpperCase() },
  });
  const { errors, isSubmitting } = form.formState;
  const [typed, parentLabel] = useWatch({ control: form.control, name: ['label', 'parent'] });
  const parent = useParentSku(parentLabel);

  // Every scan here is for this form; nothing navigates away from it.
  useFormScans((scan) => {
    const place = placeBatchScan(scan);
    if (place === 'typed') return false;
    if ('problem' in place) return place;
    form.setValue(place.field, place.id);
    form.clearErrors(place.field);
    return true;
  });

  // A link or a scan may change ?parent= while the screen is open.
  useEffect(() => {
    if (form.getValues('parent') !== urlParent) form.setValue('parent', urlParent);
  }, [urlParent, form]);

  const submit = form.handleSubmit(async ({ label, parent: skuId, name, codes, ...lot }) => {
    if (!next.data) return;
    try {
      const body = { sku_id: skuId || null, name, ...codes, ...lot };
      const answer = await createUnderLabel(next.data, label, (id, operations) =>
        create.mutateAsync({ operations, body: { id, ...body } }),
      );
      toast.success(<CreatedMessage uri={answer.Id} />);
      // Keep the inputs registered, so the label can take focus straight away.
      form.reset(empty(skuId), { keepFieldsRef: true });
      if (skuId !== urlParent) setParams(skuId ? { parent: skuId } : {});
      form.setFocus('label');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { id: 'label', ...batchProblemFields(form.getValues('codes')) }));
    }
  });

  return (
    <Screen title="New Batch">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="New Batch">
        <ParentSkuField registration={form.register('parent', asLabel)} error={errors.parent?.message} parent={parent} />
        <NextLabelField label="Batch Label" next={next} error={errors.label?.message} registration={form.register('label', asLabel)} />
        <FormField label="Name" error={errors.name?.message}>
          {(props) => (
            <input {...props} {...form.register('name')} className="input" placeholder={parent?.data?.state.name} autoComplete="off" />
          )}
        </FormField>
        <LotFields expires={form.register('expires_on')} supplierLot={form.register('supplier_lot')} errors={errors} />
        <Controller
          control={form.control}
          name="codes"
          render={({ field }) => (
            <CodesEditor rows={field.value} onChange={field.onChange} errors={errors.codes} inherited={parent?.data?.state} />
          )}
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
