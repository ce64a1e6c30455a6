import type { Insertable } from 'kysely';
import type { CreateCustomerBody } from '../../shared/contract/customers';
import type { CustomersTable } from '../db/schema';

/** A new customer's row as its create body gives it, absent details as none: by the create call and by an import alike. */
export const customerRow = (body: CreateCustomerBody, createdAt: number): Insertable<CustomersTable> => ({
  id: body.id,
  name: body.name,
  contact: body.contact ?? null,
  email: body.email ?? null,
  phone: body.phone ?? null,
  address: body.address ?? null,
  notes: body.notes ?? null,
  created_at: createdAt,
});
