import { describe, expect, it } from 'vitest';
import { PROBLEM_TITLE, type ProblemType } from '../../shared/contract/problem';
import { ApiError } from './api-error';
import { plainTitle, reasonText } from './plain-problem';

describe('plainTitle', () => {
  it('says a generic title in plain words', () => {
    expect(plainTitle({ type: 'missing-resource', title: 'Resource does not exist.' })).toBe('Not found.');
    expect(plainTitle({ type: 'insufficient-quantity', title: 'Requested greater quantity than is available.' })).toBe(
      'There is not that much available.',
    );
  });

  it('has its own words for every problem type', () => {
    for (const [type, title] of Object.entries(PROBLEM_TITLE) as [ProblemType, string][]) {
      expect(plainTitle({ type, title })).not.toBe(title);
    }
  });

  it('keeps what the API added after a generic title', () => {
    expect(plainTitle({ type: 'internal-error', title: 'Internal server error. (HTTP 502)' })).toMatch(
      /^Something went wrong on the server\..* \(HTTP 502\)$/,
    );
    expect(plainTitle({ type: 'resource-in-use', title: 'Resource is in use. Delete its batches first.' })).toBe(
      'It is still in use. Delete its batches first.',
    );
  });

  it('keeps a title the API worded for the case', () => {
    const title = 'Code is already owned by another SKU or batch.';
    expect(plainTitle({ type: 'duplicate-resource', title })).toBe(title);
  });

  it('is what an ApiError for a problem says, while the problem keeps the API title', () => {
    const problem = { type: 'missing-resource', title: 'Resource does not exist.', status: 404 } as const;
    const error = new ApiError('problem', problem, problem.title);
    expect(error.message).toBe('Not found.');
    expect(error.problem?.title).toBe('Resource does not exist.');
    expect(new ApiError('connection', null, 'Connection Error').message).toBe('Connection Error');
  });
});

describe('reasonText', () => {
  it('names the unit in the API’s shortage reason, at the unit’s precision', () => {
    expect(reasonText('requested 9999, but only 113 is available', 'ea')).toBe('requested 9,999 ea, but only 113 ea is available');
    expect(reasonText('requested 1500.5, but only 2 is available', 'g')).toBe('requested 1,500.5 g, but only 2 g is available');
  });

  it('leaves other reasons, and a shortage whose unit is not known, as the API wrote them', () => {
    expect(reasonText('must not already exist', 'g')).toBe('must not already exist');
    expect(reasonText('requested 5, but only 2 is available', null)).toBe('requested 5, but only 2 is available');
    expect(reasonText('requested 5, but only 2 is available', undefined)).toBe('requested 5, but only 2 is available');
  });
});
