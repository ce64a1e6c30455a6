import { describe, expect, it } from 'vitest';
import { SmallJson } from './fields';
import { MixtureAuditBody } from './mixtures';

/** [[[…1…]]] `depth` arrays deep, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = [value];
  return value;
}

describe('SmallJson', () => {
  it.each([null, 1, 'text', [1, { a: [2] }], { a: { b: { c: 1 } } }])('takes %j', (value) => {
    expect(SmallJson.safeParse(value).success).toBe(true);
  });

  it('refuses JSON nested past 4 levels, even 100,000 deep, without overflowing the stack', () => {
    for (const depth of [5, 100_000]) {
      expect(SmallJson.safeParse(nested(depth)).error?.issues.map((issue) => issue.message)).toEqual(['must nest at most 4 levels deep']);
    }
  });

  it('refuses more than 16 KB', () => {
    expect(SmallJson.safeParse('x'.repeat(16 * 1024)).error?.issues.map((issue) => issue.message)).toEqual([
      'must be at most 16384 bytes as JSON',
    ]);
  });

  it('bounds a mixture log entry: its details, and NUL in its event', () => {
    const entry = { event: 'check', created_by: 'Ana' };
    expect(MixtureAuditBody.safeParse({ ...entry, details: { ok: true } }).success).toBe(true);
    expect(MixtureAuditBody.safeParse({ ...entry, details: nested(10) }).error?.issues[0]?.path).toEqual(['details']);
    expect(MixtureAuditBody.safeParse({ ...entry, event: 'a\u0000b' }).error?.issues[0]?.message).toBe('must not contain NUL characters');
  });
});
