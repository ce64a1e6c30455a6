import { beforeEach, describe, expect, it, vi } from 'vitest';
import { changeContents } from '../../api/stock/change-contents';
import { moveItem } from '../../api/stock/move-item';
import { OPERATIONS, type OperationKey, type StockFormInput } from './operations';

vi.mock('../../api/stock/change-contents', () => ({ changeContents: vi.fn() }));
vi.mock('../../api/stock/move-item', () => ({ moveItem: vi.fn() }));

const typed: StockFormInput = { bin: 'BIN1', item: 'SKU2', destination: 'BIN3', quantity: '3', operator: '', note: '' };

/** Submits the form's typed values through an operation and returns the body it sent. */
async function bodySent(key: OperationKey, input: Partial<StockFormInput>) {
  const { schema, send } = OPERATIONS[key];
  await send(schema.parse({ ...typed, ...input }), 'key-1');
  const call = key === 'move' ? vi.mocked(moveItem).mock.calls[0] : vi.mocked(changeContents).mock.calls[0];
  return call?.[1];
}

describe('what a stock operation sends', () => {
  beforeEach(() => vi.clearAllMocks());

  it('sends no operator and no note when both are blank', async () => {
    expect(await bodySent('receive', { operator: '   ', note: ' ' })).toStrictEqual({ id: 'SKU2', quantity: 3 });
  });

  it('sends the operator and note, trimmed, with a release', async () => {
    expect(await bodySent('release', { operator: ' Mara ', note: ' lid cracked ' })).toStrictEqual({
      id: 'SKU2',
      quantity: -3,
      operator: 'Mara',
      note: 'lid cracked',
    });
  });

  it('sends the operator without a blank note with a move', async () => {
    expect(await bodySent('move', { operator: 'Ines' })).toStrictEqual({ id: 'SKU2', destination: 'BIN3', quantity: 3, operator: 'Ines' });
  });

  it('refuses an operator or note longer than the contract allows, in its words', () => {
    const result = OPERATIONS.receive.schema.safeParse({ ...typed, operator: 'x'.repeat(201), note: 'y'.repeat(2001) });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['operator', 'must be at most 200 characters'],
      ['note', 'must be at most 2000 characters'],
    ]);
  });
});
