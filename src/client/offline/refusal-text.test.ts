import { describe, expect, it } from 'vitest';
import type { Problem } from '../../shared/contract/problem';
import { ApiError } from '../api/api-error';
import { refusalText } from './refusal-text';

const refused = (problem: Problem) => new ApiError('problem', problem, problem.title);

describe('refusalText', () => {
  it('says the shortage with the unit of the change', () => {
    const shortage = refused({
      type: 'insufficient-quantity',
      title: 'Requested greater quantity than is available.',
      status: 409,
      'invalid-params': [{ name: 'quantity', reason: 'requested 50, but only 2 is available' }],
    });
    expect(refusalText(shortage, 'kg')).toBe('There is not that much available: requested 50 kg, but only 2 kg is available.');
    expect(refusalText(shortage, null)).toBe('There is not that much available: requested 50, but only 2 is available.');
  });

  it('is the title alone when the problem gives no reasons', () => {
    const missing = refused({ type: 'missing-resource', title: 'Resource does not exist.', status: 404, detail: 'No bin BIN000009.' });
    expect(refusalText(missing, 'ea')).toBe('Not found. No bin BIN000009.');
  });
});
