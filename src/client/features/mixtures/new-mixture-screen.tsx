import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useRef, useState } from 'react';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { BinId } from '../../../shared/contract/fields';
import { isApiError } from '../../api/api-error';
import { useBin } from '../../api/bins/get-bin';
import { applyProblemToForm } from '../../api/form-errors';
import { useCreateMixture } from '../../api/mixtures/create-mixture';
import { useCreateWithNextId } from '../../api/next-id/create-with-next-id';
import { useNextId } from '../../api/next-id/get-next-id';
import { newIdempotencyKey } from '../../api/request';
import { FormField } from '../../ui/form-field';
import { asLabel, CreatedMessage, NextLabelField } from '../../ui/item-form';
import { ItemLabel } from '../../ui/item-label';
import { LABEL_FIELD } from '../../ui/label-field';
import { useOperatorName } from '../../ui/operator-name';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useDebounced } from '../../ui/use-debounced';
import { useUnsavedPrompt } from '../../ui/use-unsaved-prompt';
import { ComponentRows } from './component-rows';
import { InputField, OperatorNoteFields, rememberAs } from './form-parts';
import {
  createBodyOf,
  createProblemFields,
  hasMixtureWork,
  NewMixtureForm,
  type NewMixtureInput,
  type NewMixtureValues,
} from './new-mixture-form';
import { useMixtureScans } from './use-mixture-scans';

/** What the typed or scanned bin is: its name and how many batches it holds, or that it does not exist. */
function useBinHint(label: string): string | undefined {
  const settled = useDebounced(label);
  const valid = BinId.safeParse(settled).success;
  const bin = useBin(settled, valid);
  if (!valid || bin.isPending) return "Scan the bin's label, or type it.";
  if (bin.isError) return isApiError(bin.error) && bin.error.isMissing ? 'No such bin.' : 'Connection Error';
  const batches = bin.data.state.lines.filter((line) => line.kind === 'batch').length;
  return `${bin.data.state.name || settled}: ${batches} batch${batches === 1 ? '' : 'es'}.`;
}

export function NewMixtureScreen() {
  const [operator, rememberOperator] = useOperatorName();
  const navigate = useNavigate();
  const toast = useToast();
  const next = useNextId('mixture');
  const create = useCreateMixture();
  const createUnderLabel = useCreateWithNextId('mixture');
  const form = useForm<NewMixtureInput, unknown, NewMixtureValues>({
    resolver: zodResolver(NewMixtureForm),
    defaultValues: { bin: '', label: '', components: [], created_by: operator, note: '' },
  });
  const rows = useFieldArray({ control: form.control, name: 'components' });
  const { errors, isSubmitting } = form.formState;
  const [bin, components] = useWatch({ control: form.control, name: ['bin', 'components'] });
  const binHint = useBinHint(bin);
  const [batchText, setBatchText] = useState('');
  const batchField = useRef<HTMLInputElement>(null);
  const { addBatch } = useMixtureScans(form, rows, () => batchField.current?.focus());
  // Once created, the mixture's page is where the work went: going there is no leaving.
  const created = useUnsavedPrompt(useCallback(() => hasMixtureWork(form.getValues()), [form]));

  const addTyped = async () => {
    if ((await addBatch(batchText.trim().toUpperCase())) === true) setBatchText('');
  };

  const submit = form.handleSubmit(async (values) => {
    if (!next.data) return;
    try {
      const mixture = await createUnderLabel(next.data, values.label, (mixId) =>
        create.mutateAsync({ body: createBodyOf(values, mixId), key: newIdempotencyKey() }),
      );
      toast.success(<CreatedMessage uri={mixture.state.mix_id} />);
      created();
      await navigate(`/mixture/${mixture.state.mix_id}`);
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, createProblemFields(values.components.length), values.components[0].unit));
    }
  });

  const sku = components[0]?.sku_id;
  return (
    <Screen title="New Mixture">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="New Mixture">
        <InputField
          label="Bin"
          kind="label"
          registration={form.register('bin', { ...asLabel, onChange: () => rows.replace([]) })}
          error={errors.bin?.message}
          hint={binHint}
        />
        <FormField label="Batch" hint="Scan each batch going into the mixture, or type its label and press Enter.">
          {(props) => (
            <div className="flex gap-2">
              <input
                {...props}
                ref={batchField}
                value={batchText}
                onChange={(event) => setBatchText(event.target.value)}
                onKeyDown={(event) => {
                  // Enter adds the typed batch; it must not submit the mixture.
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  void addTyped();
                }}
                className="input font-label"
                {...LABEL_FIELD}
              />
              <button type="button" className="btn-secondary" onClick={() => void addTyped()} disabled={!batchText.trim()}>
                Add
              </button>
            </div>
          )}
        </FormField>
        <p className="text-stone-700">
          <span className="font-semibold text-stone-600">SKU </span>
          {sku ? <ItemLabel value={sku} /> : <span className="text-stone-500">taken from the batches</span>}
        </p>
        <ComponentRows rows={rows} register={form.register} errors={errors.components} />
        <NextLabelField label="Mixture Label" next={next} error={errors.label?.message} registration={form.register('label', asLabel)} />
        <OperatorNoteFields
          operator={form.register('created_by', rememberAs(rememberOperator))}
          note={form.register('note')}
          errors={{ operator: errors.created_by?.message, note: errors.note?.message }}
        />
        <div>
          <button type="submit" className="btn-primary" disabled={isSubmitting || !next.data}>
            {isSubmitting ? 'Saving...' : 'Create mixture'}
          </button>
        </div>
      </form>
    </Screen>
  );
}
