import type { CustomerState } from '../../../shared/contract/customers';
import type { CustomerRow } from './repo';

export const customerState = (row: CustomerRow): CustomerState => ({
  id: row.id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  address: row.address,
  notes: row.notes,
  created_at: new Date(row.created_at).toISOString(),
});
