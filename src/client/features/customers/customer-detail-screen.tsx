import type { ReactNode } from 'react';
import type { CustomerResource, CustomerState } from '../../../shared/contract/customers';
import { CustomerId } from '../../../shared/contract/fields';
import { useDeleteCustomer } from '../../api/customers/delete-customer';
import { useCustomer } from '../../api/customers/get-customer';
import { DateTime } from '../../ui/date-time';
import { DetailList, ItemActions } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { PrintButton } from '../../ui/print-button';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { CustomerShipments } from './customer-shipments';

export const CustomerDetailScreen = () => <WithRouteId schema={CustomerId}>{(id) => <CustomerDetail id={id} />}</WithRouteId>;

function CustomerDetail({ id }: { id: string }) {
  return (
    <Loaded query={useCustomer(id)} id={id}>
      {(customer) => <CustomerView customer={customer} />}
    </Loaded>
  );
}

const link = 'text-brand-700 underline';

/** Name always; each detail only when the customer has it, email and phone as links a phone can follow. */
function details({ name, contact, email, phone, address, notes, created_at }: CustomerState): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [['Name', name]];
  if (contact) rows.push(['Contact', contact]);
  if (email)
    rows.push([
      'Email',
      <a className={link} href={`mailto:${email}`}>
        {email}
      </a>,
    ]);
  if (phone)
    rows.push([
      'Phone',
      <a className={link} href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
        {phone}
      </a>,
    ]);
  if (address) rows.push(['Address', <span className="whitespace-pre-line">{address}</span>]);
  if (notes) rows.push(['Notes', <span className="whitespace-pre-line">{notes}</span>]);
  rows.push(['Created', <DateTime at={created_at} />]);
  return rows;
}

function CustomerView({ customer }: { customer: CustomerResource }) {
  const { id } = customer.state;
  const remove = useDeleteCustomer();
  return (
    <Screen title={<ItemLabel value={id} link={false} />} actions={<PrintButton label={id} />}>
      <DetailList items={details(customer.state)} />
      <CustomerShipments id={id} />
      <ItemActions
        id={id}
        screen="/customer"
        listTo="/customers"
        stock={false}
        archivedWhen="a shipment names it"
        onDelete={() => remove.mutateAsync(customer)}
      />
    </Screen>
  );
}
