import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { applyIssuesToForm, applyProblemToForm, problemText } from './form-errors';

const held = new ApiError(
  'problem',
  {
    type: 'item-on-hold',
    title: 'Item is on hold.',
    status: 409,
    detail: 'BAT000001 is on hold since 2026-11-27 (Quality): Recall R-7. Release the hold first.',
    'invalid-params': [{ name: 'id', reason: 'BAT000001 is on hold: Recall R-7' }],
  },
  '',
);

describe('applyProblemToForm', () => {
  it('says a refusal once: the reason on the field it names, the toast only naming the refusal', () => {
    const setError = vi.fn();
    const toast = applyProblemToForm(held, setError, { id: 'item' });
    expect(setError).toHaveBeenCalledWith('item', { type: 'server', message: 'BAT000001 is on hold: Recall R-7' });
    expect(toast).toBe(held.message);
    expect(toast).not.toContain('BAT000001');
  });

  it('says the whole problem in the toast when the form has no field for it', () => {
    const setError = vi.fn();
    expect(applyProblemToForm(held, setError, { quantity: 'quantity' })).toBe(problemText(held));
    expect(problemText(held)).toContain('Release the hold first.');
    expect(setError).not.toHaveBeenCalled();
  });

  it('adds to the toast the reasons no field shows, with the unit of the quantities', () => {
    const short = new ApiError(
      'problem',
      {
        type: 'insufficient-quantity',
        title: 'Requested greater quantity than is available.',
        status: 409,
        'invalid-params': [
          { name: 'quantity', reason: 'requested 9, but only 3 is available' },
          { name: 'consumed[0].quantity', reason: 'requested 5, but only 2 is available' },
        ],
      },
      '',
    );
    const setError = vi.fn();
    const toast = applyProblemToForm(short, setError, { quantity: 'quantity' }, 'kg');
    expect(setError).toHaveBeenCalledWith('quantity', { type: 'server', message: 'requested 9 kg, but only 3 kg is available' });
    expect(toast).toBe(`${short.message} Requested 5 kg, but only 2 kg is available.`);
  });
});

describe('applyIssuesToForm', () => {
  it('puts each issue on the field its path names, and leaves out a path the form has no field for', () => {
    const setError = vi.fn();
    applyIssuesToForm(
      [
        { path: ['reason'], message: 'Say why.' },
        { path: ['item_ids', 0], message: 'Unknown id.' },
      ],
      setError,
      { reason: 'reason' },
    );
    expect(setError.mock.calls).toEqual([['reason', { type: 'contract', message: 'Say why.' }]]);
  });
});
