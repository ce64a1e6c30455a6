import { describe, expect, it } from 'vitest';
import { NewSkuForm, SkuFields } from './sku-form';

const nameIssues = (name: string) =>
  (SkuFields.safeParse({ name, codes: [] }).error?.issues ?? []).filter((issue) => issue.path[0] === 'name').map((issue) => issue.message);

describe('SKU form', () => {
  it('requires a name, also when only spaces were typed', () => {
    expect(nameIssues('')).toEqual(['Name is required.']);
    expect(nameIssues('   ')).toEqual(['Name is required.']);
  });

  it('keeps a name trimmed', () => {
    expect(SkuFields.parse({ name: '  Shea butter ', codes: [], unit: 'ea' }).name).toBe('Shea butter');
  });

  it('holds a new SKU to the same rule, with a blank label meaning the suggested id', () => {
    expect(NewSkuForm.safeParse({ label: '', name: '', codes: [] }).success).toBe(false);
    expect(NewSkuForm.safeParse({ label: '', name: 'Shea butter', codes: [], unit: 'ea' }).success).toBe(true);
  });

  it('refuses a name longer than the contract allows', () => {
    expect(nameIssues('x'.repeat(201))).toEqual(['must be at most 200 characters']);
  });
});
