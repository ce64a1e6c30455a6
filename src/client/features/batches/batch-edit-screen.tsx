import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { BatchResource } from '../../../shared/contract/batches';
import { BatchId } from '../../../shared/contract/fields';
import { useBatch } from '../../api/batches/get-batch';
import { useUpdateBatch } from '../../api/batches/update-batch';
import { rowsOf } from '../../ui/code-rows';
import { CodesEditor } from '../../ui/codes-editor';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { FormField } from '../../ui/form-field';
import { asLabel, EditButtons, editTitle } from '../../ui/item-form';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useEditState } from '../../ui/use-unsaved-prompt';
import { batchProblemFields, EditBatchForm, type EditBatchInput, type EditBatchValues } from './batch-form';
import { LotFields } from './lot-fields';
import { ParentSkuField, useParentSku } from './parent-sku';
import { draftsOf, propFields } from './props-draft';
import { PropsEditor } from './props-editor';

export const BatchEditScreen = () => <WithRouteId schema={BatchId}>{(id) => <BatchEdit id={id} />}</WithRouteId>;

function BatchEdit({ id }: { id: string }) {
  return <Loaded query={useBatch(id)}>{(batch) => <BatchEditForm batch={batch} />}</Loaded>;
}

function BatchEditForm({ batch }: { batch: BatchResource }) {
  const { id, sku_id: parentBefore, expires_on, supplier_lot } = batch.state;
  const update = useUpdateBatch();
  // Read once: the form owns the values from here on.
  const [{ drafts, kept }] = useState(() => draftsOf(batch.state.props));
  const form = useForm<EditBatchInput, unknown, EditBatchValues>({
    resolver: zodResolver(EditBatchForm),
    // The current parent is filled in: left blank, every save would clear it and be refused.
    defaultValues: {
      parent: parentBefore ?? '',
      name: batch.state.name,
      codes: rowsOf(batch.state),
      expires_on: expires_on ?? '',
      supplier_lot: supplier_lot ?? '',
      props: drafts,
    },
  });
  const edit = useEditState(form, `/batch/${id}`);
  const { errors } = form.formState;
  const parent = useParentSku(useWatch({ control: form.control, name: 'parent' }));
  /** Values waiting for the user to confirm a change of an already-set parent. */
  const [reparent, setReparent] = useState<EditBatchValues | null>(null);

  const save = ({ parent: skuId, name, codes, props, ...lot }: EditBatchValues, force: boolean) => {
    const allProps = props || Object.keys(kept).length > 0 ? { ...kept, ...props } : null;
    const body = { id, sku_id: skuId || null, name, ...codes, ...lot, props: allProps };
    return edit.save(
      () => update.mutateAsync({ batch, body, force }),
      () => ({ ...batchProblemFields(form.getValues('codes')), ...propFields(form.getValues('props')) }),
    );
  };

  const submit = form.handleSubmit((values) => {
    if (parentBefore !== null && (values.parent || null) !== parentBefore) setReparent(values);
    else return save(values, false);
  });

  return (
    <Screen title={editTitle(id)}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="Edit Batch">
        <fieldset disabled={edit.state === 'saving'} className="flex flex-col gap-4">
          <ParentSkuField registration={form.register('parent', asLabel)} error={errors.parent?.message} parent={parent} />
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
          <Controller
            control={form.control}
            name="props"
            render={({ field }) => <PropsEditor rows={field.value} onChange={field.onChange} errors={errors.props} kept={kept} />}
          />
        </fieldset>
        <EditButtons state={edit.state} cancelTo={`/batch/${id}`} />
      </form>
      <ConfirmDialog
        open={reparent !== null}
        confirmLabel="Change parent"
        message={`${id} belongs to ${parentBefore}. ${reparent?.parent ? `Make ${reparent.parent} its parent instead?` : 'Remove its parent?'}`}
        onConfirm={() => {
          if (reparent) void save(reparent, true);
          setReparent(null);
        }}
        onCancel={() => setReparent(null)}
      />
    </Screen>
  );
}
