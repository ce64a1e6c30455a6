import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { SkuId } from '../../../shared/contract/fields';
import type { SkuResource } from '../../../shared/contract/skus';
import { useSku } from '../../api/skus/get-sku';
import { useUpdateSku } from '../../api/skus/update-sku';
import { rowsOf } from '../../ui/code-rows';
import { CodesEditor } from '../../ui/codes-editor';
import { FormField } from '../../ui/form-field';
import { EditButtons, editTitle } from '../../ui/item-form';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useEditState } from '../../ui/use-unsaved-prompt';
import { SkuFields, skuProblemFields, type SkuFieldsInput, type SkuFieldsValues } from './sku-form';
import { UnitField } from './unit-field';

export const SkuEditScreen = () => <WithRouteId schema={SkuId}>{(id) => <SkuEdit id={id} />}</WithRouteId>;

function SkuEdit({ id }: { id: string }) {
  return <Loaded query={useSku(id)}>{(sku) => <SkuEditForm sku={sku} />}</Loaded>;
}

function SkuEditForm({ sku }: { sku: SkuResource }) {
  const { id } = sku.state;
  const update = useUpdateSku();
  const form = useForm<SkuFieldsInput, unknown, SkuFieldsValues>({
    resolver: zodResolver(SkuFields),
    defaultValues: { name: sku.state.name, unit: sku.state.unit, codes: rowsOf(sku.state) },
  });
  const edit = useEditState(form, `/sku/${id}`);
  const { errors } = form.formState;

  const submit = form.handleSubmit(({ name, unit, codes }) =>
    edit.save(
      () => update.mutateAsync({ sku, body: { name, unit, ...codes } }),
      () => skuProblemFields(form.getValues('codes')),
    ),
  );

  return (
    <Screen title={editTitle(id)}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="Edit SKU">
        <fieldset disabled={edit.state === 'saving'} className="flex flex-col gap-4">
          <FormField label="Name" error={errors.name?.message}>
            {(props) => <input {...props} {...form.register('name')} className="input" autoComplete="off" />}
          </FormField>
          <UnitField registration={form.register('unit')} error={errors.unit?.message} />
          <Controller
            control={form.control}
            name="codes"
            render={({ field }) => <CodesEditor rows={field.value} onChange={field.onChange} errors={errors.codes} />}
          />
        </fieldset>
        <EditButtons state={edit.state} cancelTo={`/sku/${id}`} />
      </form>
    </Screen>
  );
}
