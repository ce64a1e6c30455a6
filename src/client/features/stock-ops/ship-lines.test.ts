import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import { addLine, LineEntry, lineProblems, shipmentBody, ShipOrder } from './ship-lines';

describe('the lines of a shipment', () => {
  it('adds a line of the same item from the same bin to the one before, exactly', () => {
    const lines = addLine(addLine([], { bin: 'BIN000001', item: 'BAT000001', quantity: 0.1 }), {
      bin: 'BIN000002',
      item: 'BAT000001',
      quantity: 1,
    });
    expect(addLine(lines, { bin: 'BIN000001', item: 'BAT000001', quantity: 0.2 })).toEqual([
      { bin: 'BIN000001', item: 'BAT000001', quantity: 0.3 },
      { bin: 'BIN000002', item: 'BAT000001', quantity: 1 },
    ]);
  });

  it('takes a line typed in lower case, and refuses one without an item or with no quantity', () => {
    expect(LineEntry.parse({ bin: ' bin000001 ', item: 'bat000002', quantity: '2,5' })).toEqual({
      bin: 'BIN000001',
      item: 'BAT000002',
      quantity: 2.5,
    });
    const refused = LineEntry.safeParse({ bin: 'BIN000001', item: '', quantity: '0' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['item', 'quantity']);
  });

  it('needs a customer, and sends only what was given', () => {
    expect(ShipOrder.safeParse({ customer: '', reference: '', operator: '', note: '' }).success).toBe(false);
    const order = ShipOrder.parse({ customer: 'cus000003', reference: ' ', operator: 'Bo', note: '' });
    expect(shipmentBody(order, [{ bin: 'BIN000001', item: 'SKU000001', quantity: 4 }])).toEqual({
      customer_id: 'CUS000003',
      lines: [{ bin_id: 'BIN000001', item_id: 'SKU000001', quantity: 4 }],
      operator: 'Bo',
    });
  });

  it('reads which line a refusal names', () => {
    const refusal = new ApiError(
      'problem',
      {
        type: 'insufficient-quantity',
        title: 'Insufficient quantity.',
        status: 409,
        'invalid-params': [
          { name: 'lines[1].quantity', reason: 'requested 6, but only 5 is available' },
          { name: 'customer_id', reason: 'x' },
        ],
      },
      'Insufficient quantity.',
    );
    expect([...lineProblems(refusal)]).toEqual([[1, 'requested 6, but only 5 is available']]);
    expect(lineProblems(new Error('offline')).size).toBe(0);
  });
});
