import { describe, expect, it } from 'vitest';
import { jsonBytes, jsonDepth } from './json-size';

describe('jsonDepth', () => {
  it.each([
    [1, 0],
    [null, 0],
    ['text', 0],
    [{}, 1],
    [[], 1],
    [{ a: 1, b: [2] }, 2],
    [{ a: { b: { c: [1] } } }, 4],
  ])('measures %j as %i deep', (value, depth) => {
    expect(jsonDepth(value, 10)).toBe(depth);
  });

  it('stops counting past the cap, so a value nested 100,000 deep is measured without recursing through it', () => {
    let deep: unknown = 1;
    for (let level = 0; level < 100_000; level++) deep = [deep];
    expect(jsonDepth(deep, 4)).toBe(5);
  });

  it('finds the deepest member wherever it is', () => {
    expect(jsonDepth({ a: 1, b: 2, c: { d: { e: {} } } }, 4)).toBe(4);
    expect(jsonDepth({ a: 1, b: 2, c: { d: { e: { f: {} } } } }, 4)).toBe(5);
  });
});

describe('jsonBytes', () => {
  it('counts UTF-8 bytes of the JSON text', () => {
    expect(jsonBytes({ k: 'x' })).toBe('{"k":"x"}'.length);
    expect(jsonBytes({ k: 'é' })).toBe('{"k":""}'.length + 2);
    expect(jsonBytes({ k: '𝔘' })).toBe('{"k":""}'.length + 4);
  });
});
