import { describe, expect, it } from 'vitest';
import type { Person } from '../../../shared/contract/people';
import { badgeAccess, badgeNameLine, printedLabelsOf, splitIds } from './printed-labels';

const person = (id: string, name: string, role: Person['role']): Person => ({
  id,
  username: name.toLowerCase(),
  name,
  role,
  has_pin: true,
  active: true,
  created_at: '2026-01-01T00:00:00.000Z',
  deactivated_at: null,
});

describe('splitIds', () => {
  it('sends item ids to the label API, remembering their places, and badges to the people list', () => {
    expect(splitIds(['BIN000001', 'PER000002', 'BAT000003', 'PER000002'])).toEqual({
      items: ['BIN000001', 'BAT000003'],
      itemPlaces: [0, 2],
      badges: ['PER000002', 'PER000002'],
    });
  });
});

describe('printedLabelsOf', () => {
  const ada = person('PER000001', 'Ada Admin', 'administrator');
  const olga = person('PER000002', 'Olga Operator', 'operator');

  it('keeps the list order, repeats included, with each badge naming its person and role', () => {
    const items = [
      { id: 'BIN000001', name: null },
      { id: 'BAT000003', name: 'Glue lot 3' },
    ];
    expect(printedLabelsOf(['PER000002', 'BIN000001', 'BAT000003', 'PER000002'], items, [ada, olga])).toEqual({
      labels: [
        { kind: 'badge', id: 'PER000002', name: 'Olga Operator', role: 'operator' },
        { kind: 'item', id: 'BIN000001', name: null },
        { kind: 'item', id: 'BAT000003', name: 'Glue lot 3' },
        { kind: 'badge', id: 'PER000002', name: 'Olga Operator', role: 'operator' },
      ],
      unknown: [],
    });
  });

  it('gives the places of badges no person has', () => {
    expect(printedLabelsOf(['BIN000001', 'PER000009'], [{ id: 'BIN000001', name: null }], [ada]).unknown).toEqual([1]);
  });

  it("shows an item without a name while the last list's answer stands in", () => {
    expect(printedLabelsOf(['BAT000004'], [{ id: 'BAT000003', name: 'Glue lot 3' }], []).labels).toEqual([
      { kind: 'item', id: 'BAT000004', name: null },
    ]);
  });
});

describe('badgeAccess', () => {
  const session = (role: Person['role'] | null, accounts = true) => ({
    accounts,
    person: role && person('PER000001', 'Someone', role),
    via: null,
    token: null,
  });

  it('lets whoever manages people print badges, refuses others, and knows no badges with accounts off', () => {
    expect(badgeAccess(session('administrator'))).toBe('allowed');
    expect(badgeAccess(session('supervisor'))).toBe('refused');
    expect(badgeAccess(session(null))).toBe('refused');
    expect(badgeAccess(session(null, false))).toBe('off');
  });
});

describe('badgeNameLine', () => {
  const box = { x: 0, y: 0, width: 40, height: 8 };

  it('sets a short name on one line, as large as the box allows', () => {
    expect(badgeNameLine(box, 'Ann')).toBe(8);
    expect(badgeNameLine(box, 'Olga Operator')).toBeCloseTo(40 / (13 * 0.6));
  });

  it('sets a long name on two lines rather than in tiny type', () => {
    const name = 'Maximiliane Oberhuber-Schwarzenberg';
    expect(badgeNameLine(box, name)).toBeCloseTo(Math.min(4, 40 / (18 * 0.6)));
    expect(badgeNameLine(box, name)).toBeGreaterThan(40 / (name.length * 0.6));
  });
});
