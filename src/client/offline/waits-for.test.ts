import { describe, expect, it } from 'vitest';
import { waitsFor } from './waits-for';

const ann = { id: 'PER000001', name: 'Ann Lee' };
const bob = { id: 'PER000002', name: 'Bob Diaz' };
const session = (person: typeof ann | null) => ({ accounts: true, person });

describe('waitsFor', () => {
  it('lets anything be sent with accounts off, or before the session is known', () => {
    expect(waitsFor({ person: ann }, { accounts: false, person: null })).toBeNull();
    expect(waitsFor({}, undefined)).toBeNull();
  });

  it('sends a change only while the person who made it is signed in', () => {
    expect(waitsFor({ person: ann }, session(ann))).toBeNull();
    expect(waitsFor({ person: ann }, session(bob))).toEqual(ann);
    expect(waitsFor({ person: ann }, session(null))).toEqual(ann);
  });

  it('never sends a change kept before anyone signed in as whoever is signed in now', () => {
    expect(waitsFor({ person: null }, session(ann))).toBe('no one');
    expect(waitsFor({}, session(ann))).toBe('no one');
  });
});
