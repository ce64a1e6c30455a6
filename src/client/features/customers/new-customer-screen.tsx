import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useCreateCustomer } from '../../api/customers/create-customer';
import { applyProblemToForm } from '../../api/form-errors';
import { useCreateWithNextId } from '../../api/next-id/create-with-next-id';
import { useNextId } from '../../api/next-id/get-next-id';
import { asLabel, CreatedMessage, NextLabelField, newLabelScans } from '../../ui/item-form';
import { useFormScans } from '../../scan';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import {
  CUSTOMER_PROBLEM_FIELDS,
  CustomerInputs,
  EMPTY_CUSTOMER,
  NewCustomerForm,
  type NewCustomerInput,
  type NewCustomerValues,
} from './customer-form';

export function NewCustomerScreen() {
  const next = useNextId('customer');
  const create = useCreateCustomer();
  const createUnderLabel = useCreateWithNextId('customer');
  const toast = useToast();
  // ?id= comes from a scanned label not in use yet: a pre-printed label becoming this customer.
  const [params] = useSearchParams();
  const form = useForm<NewCustomerInput, unknown, NewCustomerValues>({
    resolver: zodResolver(NewCustomerForm),
    defaultValues: { ...EMPTY_CUSTOMER, label: (params.get('id') ?? '').trim().toUpperCase() },
  });
  const { errors, isSubmitting } = form.formState;

  useFormScans(
    newLabelScans('customer', 'customer', (id) => {
      form.setValue('label', id);
      form.clearErrors('label');
    }),
  );

  const submit = form.handleSubmit(async ({ label, ...fields }) => {
    if (!next.data) return;
    try {
      const answer = await createUnderLabel(next.data, label, (id, operations) =>
        create.mutateAsync({ operations, body: { id, ...fields } }),
      );
      toast.success(<CreatedMessage uri={answer.Id} />);
      // Keep the inputs registered, so the label can take focus straight away.
      form.reset({ ...EMPTY_CUSTOMER, label: '' }, { keepFieldsRef: true });
      form.setFocus('label');
    } catch (error) {
      toast.failure(applyProblemToForm(error, form.setError, { id: 'label', ...CUSTOMER_PROBLEM_FIELDS }));
    }
  });

  return (
    <Screen title="New Customer">
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="New customer">
        <NextLabelField label="Customer Label" next={next} error={errors.label?.message} registration={form.register('label', asLabel)} />
        <CustomerInputs form={form} />
        <div className="flex flex-wrap gap-2">
          <button type="submit" className="btn-primary" disabled={isSubmitting || !next.data}>
            Submit
          </button>
        </div>
      </form>
    </Screen>
  );
}
