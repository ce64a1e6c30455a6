import { describe, expect, it } from 'vitest';
import { autoMap, templateRows, toRows, unmappedRequired } from './columns';

describe('autoMap', () => {
  it('matches headers by key, label or alias, whatever their case, spaces or punctuation', () => {
    expect(autoMap('batches', ['Lot', 'Parent SKU', 'Supplier lot code', 'EXPIRY DATE', 'colour'])).toEqual({
      id: 0,
      sku_id: 1,
      name: null,
      supplier_lot: 2,
      expires_on: 3,
      owned_codes: null,
      associated_codes: null,
      props: null,
    });
  });

  it('reads its own template back', () => {
    const [headers = []] = templateRows('stock');
    expect(autoMap('stock', headers)).toEqual({ bin: 0, item: 1, quantity: 2 });
  });

  it('names the required fields left without a column', () => {
    expect(unmappedRequired('stock', { bin: 0, item: null, quantity: null }).map((field) => field.key)).toEqual(['item', 'quantity']);
  });
});

describe('toRows', () => {
  it('types cells by field and leaves blank cells out', () => {
    const mapping = autoMap('skus', ['id', 'name', 'unit', 'codes']);
    const { rows, problems } = toRows(
      'skus',
      [
        [' SKU000001 ', 'Almond oil', '', '111 222|333'],
        ['SKU000002', '', 'g', ''],
      ],
      mapping,
    );
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { id: 'SKU000001', name: 'Almond oil', owned_codes: ['111', '222', '333'] },
      { id: 'SKU000002', unit: 'g' },
    ]);
  });

  it('reads decimal points and decimal commas, and names cells that are not numbers or not JSON', () => {
    const stock = toRows(
      'stock',
      [
        ['BIN1', 'SKU1', '2,5'],
        ['BIN1', 'SKU1', '3.25'],
        ['BIN1', 'SKU1', 'ten'],
      ],
      { bin: 0, item: 1, quantity: 2 },
    );
    expect(stock.rows.map((row) => row.quantity)).toEqual([2.5, 3.25, undefined]);
    expect(stock.problems).toEqual([{ row: 2, column: 'quantity', reason: 'must be a number' }]);
    // What the file wrote is kept beside what was read, for a preview of a refused cell.
    expect(stock.cells.map((cells) => cells.quantity)).toEqual(['2,5', '3.25', 'ten']);
    // A comma before exactly three digits may be thousands or decimals: the file must say which.
    const ambiguous = toRows(
      'stock',
      [
        ['BIN1', 'SKU1', '1,500'],
        ['BIN1', 'SKU1', '1,5000'],
      ],
      { bin: 0, item: 1, quantity: 2 },
    );
    expect(ambiguous.rows.map((row) => row.quantity)).toEqual([undefined, 1.5]);
    expect(ambiguous.problems).toEqual([{ row: 0, column: 'quantity', reason: 'is ambiguous: write 1500 or 1.500' }]);
    const batches = toRows(
      'batches',
      [
        ['BAT1', '{"count_per_case": 12}'],
        ['BAT2', '{oops'],
      ],
      autoMap('batches', ['id', 'props']),
    );
    expect(batches.rows[0]).toEqual({ id: 'BAT1', props: { count_per_case: 12 } });
    expect(batches.problems).toEqual([{ row: 1, column: 'props', reason: 'must be JSON, such as {"count_per_case": 12}' }]);
  });
});
