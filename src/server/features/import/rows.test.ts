import { describe, expect, it } from 'vitest';
import { checkRows } from './rows';

describe('checkRows', () => {
  it('keeps rows that pass their create body, with their place in the file', () => {
    const { entries, problems } = checkRows('bins', [{ id: 'BIN000001', name: 'Cold room', zone: 'Cold' }, { id: 'BIN000002' }]);
    expect(problems).toEqual([]);
    expect(entries).toEqual([
      { row: 0, value: { id: 'BIN000001', name: 'Cold room', zone: 'Cold' } },
      { row: 1, value: { id: 'BIN000002' } },
    ]);
  });

  it('names every problem of every row by row and column, in file order', () => {
    const { entries, problems } = checkRows('skus', [
      { id: 'SKU1', name: 'Oil', unit: 'lb', owned_codes: ['A B'] },
      { id: 'BAT000001', name: 7 },
      { id: 'SKU000003', name: 'Jar', note: 'x' },
      { name: '  ' },
    ]);
    expect(entries).toEqual([]);
    expect(problems).toEqual([
      { row: 0, column: 'owned_codes[0]', reason: 'must not contain whitespace characters' },
      { row: 0, column: 'unit', reason: 'must be one of ea, mg, g, kg, mL, L, mm, cm, m' },
      { row: 1, column: 'id', reason: "must start with 'SKU' followed by 1 to 9 digits" },
      { row: 1, column: 'name', reason: 'must be text' },
      { row: 2, column: 'note', reason: 'is not a column this import knows' },
      { row: 3, column: 'name', reason: 'a SKU needs a name' },
    ]);
  });

  it('names a column called like an Object property (constructor) as an unknown column, not a field', () => {
    const { entries, problems } = checkRows('bins', [{ id: 'BIN000001', constructor: '' }]);
    expect(entries).toEqual([]);
    expect(problems).toEqual([{ row: 0, column: 'constructor', reason: 'is not a column this import knows' }]);
  });

  it('refuses an id or an owned code that the file lists twice, naming the line of the first', () => {
    const rows = [
      { id: 'BAT000001', owned_codes: ['C1'] },
      { id: 'BAT000002', owned_codes: ['C2', 'C1'], associated_codes: ['C1-case'] },
      { id: 'BAT000001' },
    ];
    expect(checkRows('batches', rows).problems).toEqual([
      { row: 1, column: 'owned_codes[1]', reason: 'code C1 is already on line 2' },
      { row: 2, column: 'id', reason: 'BAT000001 is already on line 2' },
    ]);
    // A blank line above the first row moves every row down one.
    expect(checkRows('batches', rows, (row) => row + 3).problems.map(({ reason }) => reason)).toEqual([
      'code C1 is already on line 3',
      'BAT000001 is already on line 3',
    ]);
  });

  it('takes rows without an id, a unit in any case, and says what a missing cell of opening stock lacks', () => {
    const skus = checkRows('skus', [
      { name: 'Crème', unit: 'KG' },
      { name: 'Lotion', unit: 'ml' },
    ]);
    expect(skus.problems).toEqual([]);
    expect(skus.entries.map(({ value }) => value)).toEqual([
      { name: 'Crème', unit: 'kg' },
      { name: 'Lotion', unit: 'mL' },
    ]);
    expect(checkRows('stock', [{ quantity: 2 }]).problems).toEqual([
      { row: 0, column: 'bin', reason: 'a bin is needed' },
      { row: 0, column: 'item', reason: 'a SKU or batch is needed' },
    ]);
  });

  it('checks opening stock amounts and refuses a mixture as the item', () => {
    const { entries, problems } = checkRows('stock', [
      { bin: 'BIN000001', item: 'SKU000001', quantity: 2.5 },
      { bin: 'BIN000001', item: 'MIX000001', quantity: 0 },
      { bin: 'BIN000001', item: 'SKU000001', quantity: '3' },
    ]);
    expect(entries).toHaveLength(1);
    expect(problems.map(({ row, column }) => [row, column])).toEqual([
      [1, 'item'],
      [1, 'quantity'],
      [2, 'quantity'],
    ]);
  });
});

describe('checkRows lookups', () => {
  it('keeps the valid fields of a refused row, so the database is asked about its id and codes too', () => {
    const { lookups } = checkRows('skus', [
      { id: 'SKU000001', unit: 'lb', owned_codes: ['A1'] },
      { id: 'SKU000002', name: 'Jar' },
    ]);
    expect(lookups).toEqual([
      { row: 0, value: { id: 'SKU000001', owned_codes: ['A1'] } },
      { row: 1, value: { id: 'SKU000002', name: 'Jar' } },
    ]);
  });

  // A code the row repeats itself is its schema's refinement, which zod runs once the row's fields pass.
  it('names a repeated id in a row that is refused for another field, but no cross-row problem for a code the row repeats', () => {
    const { problems } = checkRows('skus', [
      { id: 'SKU000001', name: 'Oil' },
      { id: 'SKU000001', name: 'Oil', unit: 'lb', owned_codes: ['A1', 'A1'] },
    ]);
    expect(problems).toEqual([
      { row: 1, column: 'id', reason: 'SKU000001 is already on line 2' },
      { row: 1, column: 'unit', reason: 'must be one of ea, mg, g, kg, mL, L, mm, cm, m' },
    ]);
  });
});
