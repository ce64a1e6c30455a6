import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { BinId } from '../../../shared/contract/fields';
import { applyProblemToForm } from '../../api/form-errors';
import { useCreateWithNextId } from '../../api/next-id/create-with-next-id';
import { useNextId } from '../../api/next-id/get-next-id';
import { FormField } from '../../ui/form-field';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { useCreateBin } from '../../api/bins/create-bin';
import { LABEL_FIELD } from '../../ui/label-field';

/** Blank means "use the suggested label". */
const NewBinForm = z.object({ label: z.union([z.literal(''), BinId]) });
type NewBinForm = z.infer<typeof NewBinForm>;

export function NewBinScreen() {
  const next = useNextId('bin');
  const create = useCreateBin();
  const createUnderLabel = useCreateWithNextId('bin');
  const toast = useToast();
  const form = useForm<NewBinForm>({ resolver: zodResolver(NewBinForm), defaultValues: { label: '' } });
  const suggested = next.data?.state ?? '';
  const typed = useWatch({ control: form.control, name: 'label' }).trim();

  const submit = form.handleSubmit(async ({ label }) => {
    if (!next.data) return;
    try {
      const answer = await createUnderLabel(next.data, label, (id, operations) => create.mutateAsync({ operations, body: { id } }));
      toast.success(
        <>
          Success, <ItemLabel value={answer.Id} /> created.
        </>,
      );
      form.reset({ label: '' }, { keepFieldsRef: true });
      form.setFocus('label');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { id: 'label' }));
    }
  });

  return (
    <Screen title="New Bin">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4">
        <FormField label="Bin Label" error={form.formState.errors.label?.message}>
          {(props) => (
            <input
              {...props}
              {...form.register('label', { setValueAs: (v: string) => v.trim().toUpperCase() })}
              className="input font-label"
              placeholder={next.isError ? 'API Error' : suggested}
              {...LABEL_FIELD}
            />
          )}
        </FormField>
        <div className="flex flex-wrap gap-2">
          <PrintButton label={typed.toUpperCase() || suggested} />
          <button type="submit" className="btn-primary" disabled={form.formState.isSubmitting || !next.data}>
            Submit
          </button>
        </div>
      </form>
    </Screen>
  );
}
