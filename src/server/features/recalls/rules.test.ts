import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { onHandToHold, refuseClose, refuseNotification, tracedIds } from './rules';

const problemOf = (act: () => void) => {
  try {
    act();
  } catch (error) {
    if (error instanceof AppError) return error.problem;
    throw error;
  }
  return null;
};

const open = { id: 7, closed_at: null };
const told = (customer_id: string) => ({ customer_id, notified_at: 1_700_000_000_000 });
const untold = (customer_id: string) => ({ customer_id, notified_at: null });

describe('what a recall traces and holds', () => {
  it('splits lots from runs, once each and sorted', () => {
    expect(tracedIds(['INS2', 'BAT9', 'BAT1', 'BAT9'])).toEqual({ batch_ids: ['BAT1', 'BAT9'], step_instance_ids: ['INS2'] });
  });

  it('holds each lot and mixture on hand once, however many bins hold it', () => {
    const holdings = [{ item_id: 'MIX1' }, { item_id: 'BAT2' }, { item_id: 'MIX1' }, { item_id: 'SKU3' }];
    expect(onHandToHold({ holdings } as never)).toEqual(['BAT2', 'MIX1']);
  });
});

describe('notifying and closing', () => {
  it('marks a customer the recall names, once, while it is open', () => {
    expect(problemOf(() => refuseNotification(open, 'CUS1', untold('CUS1')))).toBeNull();
    expect(problemOf(() => refuseNotification(open, 'CUS1', told('CUS1')))).toMatchObject({ type: 'duplicate-resource', status: 409 });
    expect(problemOf(() => refuseNotification(open, 'CUS2', undefined))).toMatchObject({
      type: 'missing-resource',
      'invalid-params': [{ name: 'customer_id' }],
    });
    expect(problemOf(() => refuseNotification({ id: 7, closed_at: 1 }, 'CUS1', untold('CUS1')))).toMatchObject({ type: 'recall-closed' });
  });

  it('closes once everyone was told, naming who remains otherwise', () => {
    expect(problemOf(() => refuseClose(open, [told('CUS1'), told('CUS2')]))).toBeNull();
    expect(problemOf(() => refuseClose(open, []))).toBeNull();
    expect(problemOf(() => refuseClose(open, [told('CUS1'), untold('CUS2'), untold('CUS3')]))?.detail).toBe(
      '2 of 3 customers remain to be notified: CUS2, CUS3.',
    );
    expect(problemOf(() => refuseClose({ id: 7, closed_at: 1 }, []))).toMatchObject({ type: 'recall-closed' });
  });
});
