import { describe, expect, it } from 'vitest';
import type { Person } from '../../../shared/contract/people';
import { personOptions } from './person-filter';

const person = (id: string, username: string, name: string, active = true): Person => ({
  id,
  username,
  name,
  role: 'operator',
  has_pin: false,
  active,
  created_at: '2026-01-01T00:00:00.000Z',
  deactivated_at: active ? null : '2026-02-01T00:00:00.000Z',
});

describe('personOptions', () => {
  it('offers anyone, then everyone by name, telling two of one name apart by username', () => {
    const people = [
      person('PER000003', 'sam.two', 'Sam Same'),
      person('PER000001', 'ada', 'Ada Admin'),
      person('PER000002', 'sam.one', 'Sam Same'),
      person('PER000004', 'lee', 'Lee Leaver', false),
    ];
    expect(personOptions(people, 'success', '')).toEqual([
      { value: '', label: 'Anyone' },
      { value: 'PER000001', label: 'Ada Admin (ada)' },
      { value: 'PER000004', label: 'Lee Leaver (lee), deactivated' },
      { value: 'PER000002', label: 'Sam Same (sam.one)' },
      { value: 'PER000003', label: 'Sam Same (sam.two)' },
    ]);
  });

  it('keeps the chosen id a choice while people load, when they cannot be listed, and when it is no one listed', () => {
    const chosen = { value: 'PER000009', label: 'PER000009' };
    expect(personOptions(undefined, 'pending', 'PER000009')).toEqual([
      { value: '', label: 'Anyone' },
      chosen,
      { value: '#hint', label: 'Loading people…', disabled: true },
    ]);
    expect(personOptions(undefined, 'unlisted', 'PER000009')).toEqual([{ value: '', label: 'Anyone' }, chosen]);
    expect(personOptions([person('PER000001', 'ada', 'Ada')], 'success', 'PER000009')).toContainEqual(chosen);
    expect(personOptions([person('PER000009', 'ada', 'Ada')], 'success', 'PER000009')).not.toContainEqual(chosen);
  });

  it('says why it lists no one: a failed load, or no people', () => {
    expect(personOptions(undefined, 'error', '').at(-1)).toEqual({ value: '#hint', label: 'Could not load people', disabled: true });
    expect(personOptions([], 'success', '').at(-1)).toEqual({ value: '#hint', label: 'No people yet', disabled: true });
  });
});
