import { describe, expect, it } from 'vitest';
import { actorOf, actorOfPrincipal, requireActor } from './actor';

describe('actorOf', () => {
  it("takes a body's operator, trimmed as the contract keeps it", () => {
    expect(actorOf({ method: 'POST', body: { id: 'SKU1', quantity: 1, operator: '  Ann Lee ' } })).toEqual({ name: 'Ann Lee' });
  });

  it('takes created_by from a payload that creates a record', () => {
    expect(actorOf({ method: 'POST', body: { mix_id: 'MIX1', created_by: 'Bob' } })).toEqual({ name: 'Bob' });
  });

  it("takes a DELETE's actor from its query, as its body is ignored", () => {
    expect(actorOf({ method: 'DELETE', query: { force: 'true', operator: 'Cy' }, body: { operator: 'Dee' } })).toEqual({ name: 'Cy' });
    expect(actorOf({ method: 'POST', query: { operator: 'Cy' }, body: {} })).toBeNull();
  });

  it('is null when no one is named, or the name is one the contract refuses', () => {
    for (const body of [undefined, null, 'text', [], {}, { operator: '   ' }, { operator: 7 }, { created_by: 'x'.repeat(201) }]) {
      expect(actorOf({ method: 'POST', body })).toBeNull();
    }
    expect(actorOf({ method: 'DELETE', query: { operator: ['Ann', 'Bob'] } })).toBeNull();
  });
});

describe('requireActor', () => {
  it('answers the actor, or a validation problem naming the field', () => {
    expect(requireActor({ name: 'Ann' }, 'operator')).toEqual({ name: 'Ann' });
    expect(() => requireActor(null, 'created_by')).toThrow(
      expect.objectContaining({
        problem: expect.objectContaining({ 'invalid-params': [{ name: 'created_by', reason: 'required key not provided' }] }),
      }),
    );
  });
});

describe('actorOfPrincipal', () => {
  it("carries a signed-in person's id, and none for a token, which is no person", () => {
    expect(actorOfPrincipal({ name: 'Ann Lee', role: 'operator', personId: 'PER000002', via: 'pin' })).toEqual({
      name: 'Ann Lee',
      personId: 'PER000002',
    });
    expect(actorOfPrincipal({ name: 'ERP link', role: 'operator', personId: null, via: 'token' })).toEqual({ name: 'ERP link' });
  });
});
