import type { UseFormReturn } from 'react-hook-form';
import { z } from 'zod';
import { Address, ContactName, CustomerName, Email, Phone } from '../../../shared/contract/customers';
import { CustomerId, Note } from '../../../shared/contract/fields';
import { blankAsNull } from '../../ui/blank-as-null';
import { FormField } from '../../ui/form-field';

/** What New Customer and the edit screen edit; the contract's rules are checked before anything is sent, blank details as none. */
export const CustomerFields = z.object({
  name: CustomerName,
  contact: blankAsNull(ContactName),
  email: blankAsNull(Email),
  phone: blankAsNull(Phone),
  address: blankAsNull(Address),
  notes: blankAsNull(Note),
});
export type CustomerFieldsInput = z.input<typeof CustomerFields>;
export type CustomerFieldsValues = z.output<typeof CustomerFields>;

/** New Customer asks for the label too; a blank label means "use the suggested id". */
export const NewCustomerForm = CustomerFields.extend({ label: z.union([z.literal(''), CustomerId]) });
export type NewCustomerInput = z.input<typeof NewCustomerForm>;
export type NewCustomerValues = z.output<typeof NewCustomerForm>;

export const EMPTY_CUSTOMER: CustomerFieldsInput = { name: '', contact: '', email: '', phone: '', address: '', notes: '' };

/** The form field each of the API's invalid-params names. */
export const CUSTOMER_PROBLEM_FIELDS = {
  name: 'name',
  contact: 'contact',
  email: 'email',
  phone: 'phone',
  address: 'address',
  notes: 'notes',
} as const;

const INPUTS = [
  { name: 'name', label: 'Name', placeholder: 'e.g. Spa Lumière', autoComplete: 'organization' },
  { name: 'contact', label: 'Contact person', placeholder: 'e.g. Anna Berg', autoComplete: 'name' },
  { name: 'email', label: 'Email', placeholder: 'name@example.com', autoComplete: 'email', type: 'email', inputMode: 'email' },
  { name: 'phone', label: 'Phone', placeholder: 'e.g. +49 30 5550 1201', autoComplete: 'tel', type: 'tel', inputMode: 'tel' },
] as const;

const AREAS = [
  { name: 'address', label: 'Address', placeholder: 'Street and number\nPostcode and town\nCountry', rows: 4 },
  { name: 'notes', label: 'Notes', placeholder: 'e.g. Deliveries before 10:00', rows: 3 },
] as const;

/** A customer's fields, on New Customer and the edit screen alike. */
export function CustomerInputs<T extends CustomerFieldsInput>({ form }: { form: UseFormReturn<T, unknown, unknown> }) {
  // The fields are those of CustomerFieldsInput, which T extends; react-hook-form cannot see that through the generic.
  const own = form as unknown as UseFormReturn<CustomerFieldsInput, unknown, unknown>;
  const { errors } = own.formState;
  return (
    <>
      {INPUTS.map(({ name, label, ...input }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          {(props) => <input {...props} {...own.register(name)} {...input} className="input" />}
        </FormField>
      ))}
      {AREAS.map(({ name, label, ...area }) => (
        <FormField key={name} label={label} error={errors[name]?.message}>
          {(props) => <textarea {...props} {...own.register(name)} {...area} className="input" />}
        </FormField>
      ))}
    </>
  );
}
