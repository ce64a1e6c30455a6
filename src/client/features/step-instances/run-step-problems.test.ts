import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/api-error';
import type { Problem } from '../../../shared/contract/problem';
import { serverProblems, takenSuggestion } from './run-step-problems';
import type { RunValues } from './run-step-form';

const refusal = (problem: Problem) => new ApiError('problem', problem, problem.title);

const values: Pick<RunValues, 'instance_id' | 'consumed' | 'produced'> = {
  instance_id: '',
  consumed: [
    { resource_id: 'BAT000001', kind: 'batch', name: '', sku_id: null, unit: 'ea', bin_id: 'BIN000001', holdings: {}, quantity: '1' },
    { resource_id: 'MIX000001', kind: 'mixture', name: '', sku_id: null, unit: 'kg', bin_id: 'BIN000002', holdings: {}, quantity: '1' },
  ],
  produced: [
    { batch_id: 'BAT000050', sku_id: 'SKU000001', name: '', unit: 'ea', quantity: '1', bin_id: 'bin000002' },
    { batch_id: '', sku_id: 'SKU000001', name: '', unit: 'ea', quantity: '1', bin_id: 'BIN000003' },
  ],
};

describe('serverProblems', () => {
  it('puts a shortage on the row it names', () => {
    const error = refusal({
      type: 'insufficient-quantity',
      title: 'Requested greater quantity than is available.',
      status: 409,
      'invalid-params': [{ name: 'consumed[1].quantity', reason: 'requested 8, but only 6 is available' }],
    });
    expect(serverProblems(error, values)).toEqual([
      { field: 'consumed.1.quantity', message: 'requested 8 kg, but only 6 kg is available' },
    ]);
  });

  it('puts a missing bin on every row that uses it', () => {
    const error = refusal({
      type: 'missing-resource',
      title: 'Resource does not exist.',
      status: 404,
      Id: '/api/bin/BIN000002',
      detail: 'No bin BIN000002.',
    });
    expect(serverProblems(error, values)).toEqual([
      { field: 'consumed.1.bin_id', message: 'No bin BIN000002.' },
      { field: 'produced.0.bin_id', message: 'No bin BIN000002.' },
    ]);
  });

  it('puts a missing mixture on its row', () => {
    const error = refusal({
      type: 'missing-resource',
      title: 'Resource does not exist.',
      status: 404,
      Id: '/api/mixture/MIX000001',
      detail: 'No mixture MIX000001.',
    });
    expect(serverProblems(error, values)).toEqual([{ field: 'consumed.1.resource_id', message: 'No mixture MIX000001.' }]);
  });

  it('has nothing for a failure that is no problem document', () => {
    expect(serverProblems(new Error('offline'), values)).toEqual([]);
  });
});

describe('takenSuggestion', () => {
  const duplicate = (name: string) =>
    refusal({
      type: 'duplicate-resource',
      title: 'Attempt to create resource that already exists.',
      status: 409,
      'invalid-params': [{ name, reason: 'must not already exist' }],
    });

  it('is true for a suggested id someone took', () => {
    expect(takenSuggestion(duplicate('instance_id'), values)).toBe(true);
    expect(takenSuggestion(duplicate('produced[1].batch_id'), values)).toBe(true);
  });

  it('is false for an id the operator typed', () => {
    expect(takenSuggestion(duplicate('produced[0].batch_id'), values)).toBe(false);
    expect(takenSuggestion(duplicate('instance_id'), { ...values, instance_id: 'INS000001' })).toBe(false);
  });
});
