import { describe, expect, it } from 'vitest';
import { AuditEntryForm, DrawForm, SplitForm } from './action-forms';

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('Draw form', () => {
  it('needs a quantity and an operator: "Quantity and operator are required." on both', () => {
    expect(messages(DrawForm.safeParse({ quantity: ' ', created_by: '', note: '' }))).toEqual({
      quantity: 'Quantity and operator are required.',
      created_by: 'Quantity and operator are required.',
    });
  });

  it.each(['0', '-2', 'abc', 'Infinity'])('refuses the quantity %s as not greater than zero', (quantity) => {
    expect(messages(DrawForm.safeParse({ quantity, created_by: 'Mara', note: '' }))).toEqual({
      quantity: 'Enter a quantity greater than zero.',
    });
  });

  it('sends a decimal quantity and the trimmed operator, and no note when it is blank', () => {
    expect(DrawForm.parse({ quantity: ' 2.5 ', created_by: ' Mara Okafor ', note: '  ' })).toEqual({
      quantity: 2.5,
      created_by: 'Mara Okafor',
    });
  });

  it('reads a decimal comma as the import does, and asks which an ambiguous one means', () => {
    expect(DrawForm.parse({ quantity: '2,5', created_by: 'Mara', note: '' }).quantity).toBe(2.5);
    expect(messages(DrawForm.safeParse({ quantity: '1,250', created_by: 'Mara', note: '' })).quantity).toBe(
      'Enter 1250 or 1.250: "1,250" could mean either.',
    );
    expect(messages(DrawForm.safeParse({ quantity: 'two', created_by: 'Mara', note: '' })).quantity).toBe(
      'Enter a quantity greater than zero.',
    );
  });

  it('takes three decimals at most, as its confirmation shows, though a mixture keeps six', () => {
    expect(DrawForm.parse({ quantity: '0.333', created_by: 'Mara', note: '' }).quantity).toBe(0.333);
    expect(messages(DrawForm.safeParse({ quantity: '0.3335', created_by: 'Mara', note: '' })).quantity).toBe(
      'Enter a number with at most 3 decimals.',
    );
  });
});

describe('Split form', () => {
  it('needs every field but the note', () => {
    const result = messages(SplitForm.safeParse({ quantity: '', destination_bin: '', new_mix_id: '', created_by: '', note: '' }));
    expect(new Set(Object.values(result))).toEqual(new Set(['All fields except note are required.']));
    expect(Object.keys(result).sort()).toEqual(['created_by', 'destination_bin', 'new_mix_id', 'quantity']);
  });

  it('refuses a zero quantity and labels of the wrong kind', () => {
    const result = messages(
      SplitForm.safeParse({ quantity: '0', destination_bin: 'MIX000001', new_mix_id: 'BIN000001', created_by: 'Mara', note: '' }),
    );
    expect(result.quantity).toBe('Enter a quantity greater than zero.');
    expect(result.destination_bin).toMatch(/^must start with 'BIN'/);
    expect(result.new_mix_id).toMatch(/^must start with 'MIX'/);
  });

  it('is the split request once it is complete', () => {
    expect(
      SplitForm.parse({ quantity: '3', destination_bin: 'BIN000002', new_mix_id: 'MIX000009', created_by: 'Mara', note: 'for line 2' }),
    ).toEqual({
      quantity: 3,
      destination_bin: 'BIN000002',
      new_mix_id: 'MIX000009',
      created_by: 'Mara',
      note: 'for line 2',
    });
  });
});

describe('Audit entry form', () => {
  it('needs an event and an operator', () => {
    expect(messages(AuditEntryForm.safeParse({ event: '', created_by: ' ', note: '', details: '' }))).toEqual({
      event: 'Event and operator are required.',
      created_by: 'Event and operator are required.',
    });
  });

  it('takes details only as JSON, and sends none when they are blank', () => {
    expect(messages(AuditEntryForm.safeParse({ event: 'check', created_by: 'Mara', note: '', details: '{viscosity: 3}' }))).toEqual({
      details: 'Details must be valid JSON.',
    });
    expect(AuditEntryForm.parse({ event: 'check', created_by: 'Mara', note: '', details: ' ' })).toEqual({
      event: 'check',
      created_by: 'Mara',
    });
    expect(AuditEntryForm.parse({ event: 'check', created_by: 'Mara', note: '', details: '{"viscosity": 3}' }).details).toEqual({
      viscosity: 3,
    });
  });
});
