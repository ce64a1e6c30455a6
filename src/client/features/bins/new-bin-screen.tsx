import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
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
import { useScanHandler } from '../../scan';
import { BIN_PROBLEM_FIELDS, NameAndZoneFields, NewBinForm, NotesField, type NewBinInput, type NewBinValues } from './bin-form';

export function NewBinScreen() {
  const next = useNextId('bin');
  const create = useCreateBin();
  const createUnderLabel = useCreateWithNextId('bin');
  const toast = useToast();
  // ?id= comes from a scanned label not in use yet: a pre-printed label becoming this bin.
  const [params] = useSearchParams();
  const form = useForm<NewBinInput, unknown, NewBinValues>({
    resolver: zodResolver(NewBinForm),
    defaultValues: { label: params.get('id')?.trim().toUpperCase() ?? '', name: '', zone: '', notes: '' },
  });
  const suggested = next.data?.state ?? '';
  const typed = useWatch({ control: form.control, name: 'label' }).trim();

  // Any scan here is for this form: a bin label fills the label; anything else is refused, never opened.
  useScanHandler((scan) => {
    if (scan.label?.kind !== 'bin') {
      toast.failure(`${scan.label?.id ?? scan.text.trim()} is not a bin label.`);
      return 'rejected';
    }
    form.setValue('label', scan.label.id);
    form.clearErrors('label');
    form.setFocus('label');
    return true;
  });

  const submit = form.handleSubmit(async ({ label, name, zone, notes }) => {
    if (!next.data) return;
    try {
      const answer = await createUnderLabel(next.data, label, (id, operations) =>
        create.mutateAsync({ operations, body: { id, name, zone, notes } }),
      );
      toast.success(
        <>
          Success, <ItemLabel value={answer.Id} /> created.
        </>,
      );
      // Bins are often set up a zone at a time, so the zone stays for the next one.
      form.reset({ label: '', name: '', zone: form.getValues('zone'), notes: '' }, { keepFieldsRef: true });
      form.setFocus('label');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { id: 'label', ...BIN_PROBLEM_FIELDS }));
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
        <NameAndZoneFields
          name={{ registration: form.register('name'), error: form.formState.errors.name?.message }}
          zone={{ registration: form.register('zone'), error: form.formState.errors.zone?.message }}
        />
        <NotesField registration={form.register('notes')} error={form.formState.errors.notes?.message} />
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
