import { describe, expect, it } from 'vitest';
import { EMPTY_FIELDS, prefill, queryOf } from './form-query';
import { OPERATIONS } from './operations';

const move = OPERATIONS.move;

describe('prefill', () => {
  it('fills the fields named by their query parameters, labels in capitals', () => {
    const params = new URLSearchParams('item=bat000012&from=BIN000001&to=%20bin000002%20&quantity=4');
    expect(prefill(move, params)).toEqual({ item: 'BAT000012', bin: 'BIN000001', destination: 'BIN000002', quantity: '4' });
  });

  it('leaves out empty and unknown parameters', () => {
    expect(prefill(OPERATIONS.receive, new URLSearchParams('into=&to=BIN000002&quantity='))).toEqual(EMPTY_FIELDS);
  });
});

describe('queryOf', () => {
  it('names each filled field by its operation’s parameter', () => {
    const values = { item: 'BAT000012', bin: 'BIN000001', destination: 'BIN000002', quantity: '4' };
    expect(queryOf(move, values)).toBe('item=BAT000012&from=BIN000001&to=BIN000002&quantity=4');
    expect(queryOf(OPERATIONS.receive, values)).toBe('into=BIN000001&item=BAT000012&quantity=4');
  });

  it('is empty for a fresh form, and leaves out the default quantity', () => {
    expect(queryOf(move, EMPTY_FIELDS)).toBe('');
    expect(queryOf(move, { ...EMPTY_FIELDS, destination: 'BIN000002' })).toBe('to=BIN000002');
  });

  it('gives back the form it was made from', () => {
    const values = { item: 'SKU000003', bin: '', destination: 'BIN000002', quantity: '' };
    expect(prefill(move, new URLSearchParams(queryOf(move, values)))).toEqual({ ...values, quantity: '1' });
    const filled = { item: 'SKU000003', bin: 'BIN000001', destination: 'BIN000002', quantity: '12' };
    expect(prefill(move, new URLSearchParams(queryOf(move, filled)))).toEqual(filled);
  });
});
