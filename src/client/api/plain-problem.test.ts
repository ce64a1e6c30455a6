import { describe, expect, it } from 'vitest';
import { PROBLEM_TITLE, type ProblemType } from '../../shared/contract/problem';
import { ApiError } from './api-error';
import { plainTitle } from './plain-problem';

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
