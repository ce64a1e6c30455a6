import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { CustomerResource } from '../../../shared/contract/customers';
import { CustomerId } from '../../../shared/contract/fields';
import { useCustomer } from '../../api/customers/get-customer';
import { useUpdateCustomer } from '../../api/customers/update-customer';
import { EditButtons, editTitle } from '../../ui/item-form';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { useEditState } from '../../ui/use-unsaved-prompt';
import {
  CUSTOMER_PROBLEM_FIELDS,
  CustomerFields,
  CustomerInputs,
  type CustomerFieldsInput,
  type CustomerFieldsValues,
} from './customer-form';

export const CustomerEditScreen = () => <WithRouteId schema={CustomerId}>{(id) => <CustomerEdit id={id} />}</WithRouteId>;

function CustomerEdit({ id }: { id: string }) {
  return <Loaded query={useCustomer(id)}>{(customer) => <CustomerEditForm customer={customer} />}</Loaded>;
}

function CustomerEditForm({ customer }: { customer: CustomerResource }) {
  const { id, name, contact, email, phone, address, notes } = customer.state;
  const update = useUpdateCustomer();
  const form = useForm<CustomerFieldsInput, unknown, CustomerFieldsValues>({
    resolver: zodResolver(CustomerFields),
    defaultValues: { name, contact: contact ?? '', email: email ?? '', phone: phone ?? '', address: address ?? '', notes: notes ?? '' },
  });
  const edit = useEditState(form, `/customer/${id}`);

  const submit = form.handleSubmit((body) =>
    edit.save(
      () => update.mutateAsync({ customer, body }),
      () => CUSTOMER_PROBLEM_FIELDS,
    ),
  );

  return (
    <Screen title={editTitle(id)}>
      <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-4" aria-label="Edit customer">
        <fieldset disabled={edit.state === 'saving'} className="flex flex-col gap-4">
          <CustomerInputs form={form} />
        </fieldset>
        <EditButtons state={edit.state} cancelTo={`/customer/${id}`} />
      </form>
    </Screen>
  );
}
