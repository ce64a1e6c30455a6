import { describe, expect, it } from 'vitest';
import type { StockFields } from './operations';
import { booksCountFirst, keepTypedQuantity, placeScan } from './place-scan';

const empty: StockFields = { bin: '', item: '', destination: '', quantity: '1' };
const bin = (id: string) => ({ kind: 'bin' as const, id });
const batch = (id: string) => ({ kind: 'batch' as const, id });

describe('placeScan', () => {
  it('puts a bin in the bin field and sends the cursor to the item', () => {
    expect(placeScan('receive', empty, bin('BIN1'), 'item')).toEqual({ set: { bin: 'BIN1' }, focus: 'item', counted: false });
  });

  it('puts an item in the item field with a quantity of one', () => {
    expect(placeScan('receive', { ...empty, bin: 'BIN1' }, batch('BAT7'), null)).toEqual({
      set: { item: 'BAT7', quantity: '1' },
      focus: 'quantity',
      counted: false,
    });
  });

  it('counts the same item again as one more unit', () => {
    const values = { ...empty, bin: 'BIN1', item: 'BAT7', quantity: '2' };
    expect(placeScan('release', values, batch('BAT7'), 'quantity')).toEqual({ set: { quantity: '3' }, focus: 'quantity', counted: true });
  });

  it('starts over at one when another item is scanned', () => {
    const values = { ...empty, item: 'BAT7', quantity: '5' };
    expect(placeScan('receive', values, batch('BAT8'), null)?.set).toEqual({ item: 'BAT8', quantity: '1' });
  });

  it('fills the move source first, then the destination', () => {
    const first = placeScan('move', empty, bin('BIN1'), null);
    expect(first).toEqual({ set: { bin: 'BIN1' }, focus: 'destination', counted: false });
    const second = placeScan('move', { ...empty, bin: 'BIN1' }, bin('BIN2'), null);
    expect(second).toEqual({ set: { destination: 'BIN2' }, focus: 'item', counted: false });
  });

  it('lets the operator choose the move field by standing in it', () => {
    const values = { ...empty, bin: 'BIN1', destination: 'BIN2', item: 'SKU1' };
    expect(placeScan('move', values, bin('BIN9'), 'bin')?.set).toEqual({ bin: 'BIN9' });
    expect(placeScan('move', values, bin('BIN9'), 'destination')).toEqual({
      set: { destination: 'BIN9' },
      focus: 'quantity',
      counted: false,
    });
  });

  it('has no place for a step template', () => {
    expect(placeScan('receive', empty, { kind: 'step-template', id: 'TPL1' }, null)).toBeNull();
  });

  it('asks for the quantity of an item measured in a unit, and does not count it again', () => {
    const first = placeScan('receive', { ...empty, bin: 'BIN1' }, batch('BAT7'), null, true);
    expect(first).toEqual({ set: { item: 'BAT7', quantity: '' }, focus: 'quantity', counted: false });
    const again = placeScan('receive', { ...empty, bin: 'BIN1', item: 'BAT7', quantity: '' }, batch('BAT7'), 'quantity', true);
    expect(again).toEqual({ set: {}, focus: 'quantity', counted: false, measured: true });
  });
});

describe('booksCountFirst', () => {
  const counting = { ...empty, bin: 'BIN1', item: 'BAT7', quantity: '5' };

  it('books a count before another item replaces it', () => {
    expect(booksCountFirst(counting, batch('BAT8'), 5)).toBe(true);
  });

  it('leaves a single scan to be corrected, the same item to be counted, and bins to their fields', () => {
    expect(booksCountFirst(counting, batch('BAT8'), 1)).toBe(false);
    expect(booksCountFirst(counting, batch('BAT7'), 5)).toBe(false);
    expect(booksCountFirst(counting, bin('BIN2'), 5)).toBe(false);
    expect(booksCountFirst({ ...counting, item: '' }, batch('BAT8'), 5)).toBe(false);
  });
});

describe('keepTypedQuantity', () => {
  const scanned = { set: { item: 'BAT7', quantity: '1' }, focus: 'quantity' as const, counted: false };

  it('keeps a quantity typed while the item was being looked up', () => {
    expect(keepTypedQuantity(scanned, '1', '3')).toEqual({ set: { item: 'BAT7' }, focus: 'quantity', counted: false });
  });

  it('gives the scanned item a quantity when nobody typed one', () => {
    expect(keepTypedQuantity(scanned, '5', '5')).toBe(scanned);
  });

  it('still counts a repeated scan', () => {
    const counted = { set: { quantity: '3' }, focus: 'quantity' as const, counted: true };
    expect(keepTypedQuantity(counted, '1', '2')).toBe(counted);
  });
});
