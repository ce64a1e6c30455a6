import { describe, expect, it } from 'vitest';
import { itemChangeText } from '../../offline/item-change';
import { OPERATIONS, type OperationKey, type StockFormInput } from './operations';

const typed: StockFormInput = { bin: 'BIN1', item: 'SKU2', destination: 'BIN3', quantity: '3', operator: '', note: '' };

/** The request an operation makes of the form's typed values. */
const requestOf = (key: OperationKey, input: Partial<StockFormInput>) => {
  const { schema, request } = OPERATIONS[key];
  return request(schema.parse({ ...typed, ...input }));
};
const bodySent = (key: OperationKey, input: Partial<StockFormInput>) => requestOf(key, input).body;

describe('what a stock operation sends', () => {
  it("sends a receive or release to the bin's contents and a move from the source bin", () => {
    expect(requestOf('receive', {})).toMatchObject({ method: 'POST', href: '/api/bin/BIN1/contents' });
    expect(requestOf('release', {})).toMatchObject({ method: 'POST', href: '/api/bin/BIN1/contents', body: { quantity: -3 } });
    expect(requestOf('move', {})).toMatchObject({ method: 'PUT', href: '/api/bin/BIN1/contents/move' });
  });

  it('says what it does in parts, with the unit, for the list of changes kept offline', () => {
    const values = OPERATIONS.move.schema.parse(typed);
    expect(itemChangeText(OPERATIONS.move.itemChange(values, 'kg'))).toBe('Move 3 kg of SKU2 from BIN1 to BIN3');
    expect(itemChangeText(OPERATIONS.release.itemChange(values, 'ea'))).toBe('Release 3 ea of SKU2 from BIN1');
    expect(itemChangeText(OPERATIONS.release.itemChange({ ...values, all: true }, 'ea'))).toBe('Release all 3 ea of SKU2 from BIN1');
    expect(OPERATIONS.receive.itemChange(values, null)).toEqual({
      action: 'Receive',
      quantity: 3,
      item: 'SKU2',
      unit: null,
      where: 'into BIN1',
    });
  });

  it('sends no operator and no note when both are blank', () => {
    expect(bodySent('receive', { operator: '   ', note: ' ' })).toStrictEqual({ id: 'SKU2', quantity: 3 });
  });

  it('sends the operator and note, trimmed, with a release', () => {
    expect(bodySent('release', { operator: ' Mara ', note: ' lid cracked ' })).toStrictEqual({
      id: 'SKU2',
      quantity: -3,
      operator: 'Mara',
      note: 'lid cracked',
    });
  });

  it('sends the operator without a blank note with a move', () => {
    expect(bodySent('move', { operator: 'Ines' })).toStrictEqual({ id: 'SKU2', destination: 'BIN3', quantity: 3, operator: 'Ines' });
  });

  it('refuses an operator or note longer than the contract allows, in its words', () => {
    const result = OPERATIONS.receive.schema.safeParse({ ...typed, operator: 'x'.repeat(201), note: 'y'.repeat(2001) });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['operator', 'must be at most 200 characters'],
      ['note', 'must be at most 2000 characters'],
    ]);
  });

  it('reads a decimal comma, and refuses a comma that could be a thousands separator', () => {
    expect(bodySent('receive', { quantity: '2,5' })).toStrictEqual({ id: 'SKU2', quantity: 2.5 });
    const ambiguous = OPERATIONS.receive.schema.safeParse({ ...typed, quantity: '1,250' });
    expect(ambiguous.error?.issues[0]?.message).toBe('Enter 1250 or 1.250: "1,250" could mean either.');
    for (const quantity of ['2,5 kg', '1.2345', ''])
      expect(OPERATIONS.receive.schema.safeParse({ ...typed, quantity }).error?.issues[0]?.message, quantity).toBe(
        'Enter a number with at most 3 decimals.',
      );
  });

  it('sends all with a release of all, which alone may name 0', () => {
    expect(bodySent('release', { quantity: '26.273', all: true })).toStrictEqual({ id: 'SKU2', quantity: -26.273, all: true });
    // As it goes over the wire: -0 is written 0.
    expect(JSON.stringify(bodySent('release', { quantity: '0', all: true }))).toBe('{"id":"SKU2","quantity":0,"all":true}');
    expect(OPERATIONS.release.schema.safeParse({ ...typed, quantity: '0' }).error?.issues[0]?.message).toBe('must be greater than 0');
    expect(bodySent('release', { all: false })).toStrictEqual({ id: 'SKU2', quantity: -3 });
  });
});
