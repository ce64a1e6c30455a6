import { describe, expect, it } from 'vitest';
import { CreateCustomerBody, UpdateCustomerBody } from './customers';

const reasons = (input: unknown) =>
  Object.fromEntries((CreateCustomerBody.safeParse(input).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('CreateCustomerBody', () => {
  it('takes a name alone, trimming it, the contact, the email and the phone; an address keeps its lines', () => {
    expect(
      CreateCustomerBody.parse({
        id: 'CUS000001',
        name: ' Spa ',
        contact: ' Anna ',
        email: ' anna@spa.example ',
        phone: ' +49 (30) 1234-56 ext. 7 ',
        address: 'Street 1\nTown\n',
      }),
    ).toEqual({
      id: 'CUS000001',
      name: 'Spa',
      contact: 'Anna',
      email: 'anna@spa.example',
      phone: '+49 (30) 1234-56 ext. 7',
      address: 'Street 1\nTown\n',
    });
    expect(CreateCustomerBody.parse({ id: 'CUS1', name: 'Shop', email: null, notes: null })).toEqual({
      id: 'CUS1',
      name: 'Shop',
      email: null,
      notes: null,
    });
  });

  it('refuses a blank or absent name, an email that is none, and a phone or address too long', () => {
    expect(reasons({ id: 'CUS000001', name: '  ', email: 'anna.spa.example', phone: '1'.repeat(51), address: 'x'.repeat(1001) })).toEqual({
      name: 'a customer needs a name',
      email: 'must be an email address, like name@example.com',
      phone: 'must be at most 50 characters',
      address: 'must be at most 1000 characters',
    });
    expect(reasons({ id: 'CUS000001' })).toEqual({ name: 'required key not provided' });
    expect(reasons({ id: 'CUS000001', name: 'Spa', email: '' })).toEqual({ email: 'must be an email address, like name@example.com' });
    expect(reasons({ id: 'BIN000001', name: 'Spa' })).toEqual({ id: "must start with 'CUS' followed by 1 to 9 digits" });
  });

  it('lets an update leave the name out, but not blank it', () => {
    expect(UpdateCustomerBody.parse({ phone: null })).toEqual({ phone: null });
    expect(UpdateCustomerBody.safeParse({ name: '' }).success).toBe(false);
  });
});
