import { CUSTOMER_SORTS, type CustomerSummary } from '../../../shared/contract/customers';
import { getCustomers, useCustomers } from '../../api/lists/get-customers';
import { Named } from './cells';
import type { Column } from './columns';
import type { FilterField } from './filter-bar';
import { ListScreen, PAGE_SIZE } from './list-screen';
import { shownList } from './page';
import { useListUrl } from './use-list-url';

type Sort = (typeof CUSTOMER_SORTS)[number];

const FILTERS: FilterField<'text'>[] = [{ name: 'text', label: 'Id, name, contact or email', placeholder: 'CUS000001, spa, anna@…' }];

const COLUMNS: Column<CustomerSummary, Sort>[] = [
  {
    header: 'Customer',
    sort: 'id',
    cell: (customer) => <Named id={customer.id} name={null} />,
    csv: { Customer: (customer) => customer.id },
  },
  { header: 'Name', sort: 'name', cell: (customer) => customer.name, csv: { Name: (customer) => customer.name } },
  { header: 'Contact', cell: (customer) => customer.contact, csv: { Contact: (customer) => customer.contact ?? '' } },
  { header: 'Email', cell: (customer) => customer.email, csv: { Email: (customer) => customer.email ?? '' } },
  { header: 'Phone', cell: (customer) => customer.phone, csv: { Phone: (customer) => customer.phone ?? '' } },
];

/** /customers: every customer, with who to ask for and how to reach them. */
export function CustomersScreen() {
  const url = useListUrl(CUSTOMER_SORTS, ['text']);
  const shown = { ...url.filters, sort: url.sort, order: url.order };
  const query = useCustomers({ ...shown, startingFrom: url.startingFrom, limit: PAGE_SIZE });
  const state = query.data?.state;
  return (
    <ListScreen
      title="Customers"
      label="Customers"
      url={url}
      filters={FILTERS}
      columns={COLUMNS}
      rowKey={(customer) => customer.id}
      query={query}
      page={state && shownList(state)}
      fetchPage={async (startingFrom, limit, signal) => shownList((await getCustomers({ ...shown, startingFrom, limit }, signal)).state)}
      emptyText={url.filters.text ? 'No customers match.' : 'No customers yet.'}
    />
  );
}
