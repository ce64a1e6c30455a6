import { z } from 'zod';
import { envelope, statusAnswer } from './envelope';
import { body, CustomerId, Name, Note, text } from './fields';
import { listQuery, listResource } from './lists';

/**
 * Customers (issue 23): who receives shipped lots, and how to reach them when a recall needs
 * to. A customer holds no stock; shipments name it.
 */

/** What a customer without a name is refused with, by the API and by an import row alike. */
export const CUSTOMER_NEEDS_A_NAME = 'a customer needs a name';

export const MAX_CONTACT_LENGTH = 200;
/** RFC 5321 caps a deliverable address at 254 characters. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PHONE_LENGTH = 50;
export const MAX_ADDRESS_LENGTH = 1000;

/** Who to ask for at the customer. */
export const ContactName = text(MAX_CONTACT_LENGTH).trim();

/** An email address, surrounding spaces dropped (a spreadsheet's cell often has some). */
export const Email = text(MAX_EMAIL_LENGTH)
  .trim()
  .pipe(z.email({ error: 'must be an email address, like name@example.com' }));

/** Free text: numbers are written every way ("+49 30 1234-56", "ext. 12"), so only the length is checked. */
export const Phone = text(MAX_PHONE_LENGTH).trim();

/** A postal address over several lines, kept as typed. */
export const Address = text(MAX_ADDRESS_LENGTH);

export const CustomerName = Name.trim().min(1, CUSTOMER_NEEDS_A_NAME);

export const CustomerState = z.object({
  id: CustomerId,
  name: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type CustomerState = z.infer<typeof CustomerState>;

export const CustomerResource = envelope(CustomerState);
export type CustomerResource = z.infer<typeof CustomerResource>;

/** The details a customer has besides its id and name; null (or absent) for none. */
const details = {
  contact: ContactName.nullable().optional(),
  email: Email.nullable().optional(),
  phone: Phone.nullable().optional(),
  address: Address.nullable().optional(),
  notes: Note.nullable().optional(),
};

/** POST /api/customers */
export const CreateCustomerBody = body({ id: CustomerId, name: CustomerName, ...details });
export type CreateCustomerBody = z.infer<typeof CreateCustomerBody>;

/** PATCH /api/customer/{id}: absent fields stay as they are; null clears a detail. The id cannot change. */
export const UpdateCustomerBody = body({ id: CustomerId.optional(), name: CustomerName.optional(), ...details });
export type UpdateCustomerBody = z.infer<typeof UpdateCustomerBody>;

/**
 * Create, update and delete answer a status; create and update also the customer. A delete says
 * which it did: 'customer archived' (on the record) or 'customer deleted' (its id free again).
 */
export const CustomerAnswer = statusAnswer(CustomerState);
export type CustomerAnswer = z.infer<typeof CustomerAnswer>;

export const CustomerParams = z.object({ id: CustomerId });

export const CUSTOMER_SORTS = ['id', 'name'] as const;

/** GET /api/customers: `text` matches part of the id, words of the name or contact, or part of the email. */
export const CustomerListQuery = listQuery(CUSTOMER_SORTS);
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/** A customer as the list shows it: who and how to reach them. */
/** How to reach a customer, as a shipment or a trace names them: as it is now, or as it was when archived. */
export const CustomerContact = z.object({
  customer_id: CustomerId,
  name: z.string(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
  archived: z.boolean(),
});
export type CustomerContact = z.infer<typeof CustomerContact>;

export const CustomerSummary = CustomerState.pick({ id: true, name: true, contact: true, email: true, phone: true });
export type CustomerSummary = z.infer<typeof CustomerSummary>;

export const CustomerListResource = listResource(CustomerSummary);
export type CustomerListResource = z.infer<typeof CustomerListResource>;
