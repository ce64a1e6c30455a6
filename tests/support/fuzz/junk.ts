import fc from 'fast-check';

/** Texts that break careless code: control and bidi characters, astral and combining marks, injections, numbers as text, near-ids. */
export const NASTY_STRINGS = [
  '',
  ' ',
  '\t',
  '\u0000',
  'a\u0000b',
  '\u0007\u001b[31m',
  '\u202eRTL\u202c',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  'e\u0301\u0302\u0303\u0304',
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  '👩‍👩‍👧‍👦',
  '\ud800',
  '\udfff',
  '\ufeff',
  '\uffff',
  "' OR '1'='1",
  "'; DROP TABLE bins; --",
  '" OR ""="',
  '%',
  '_',
  '\\',
  '%00',
  '%27',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  'true',
  '0',
  '-0',
  '-1',
  '1.5',
  '1e3',
  '1e10',
  '1e400',
  '0x1F',
  ' 7',
  '7 ',
  '７',
  '١٢٣',
  '9'.repeat(400),
  '-' + '9'.repeat(30),
  'BIN',
  'BIN0000000001',
  'BIN-1',
  'BIN1.5',
  'BIN 1',
  'bin000001',
  'BIN000001\n',
  'BIN٣',
  'BIN１',
  'SKU+1',
  'BAT0x1',
  'MIX1e3',
];

/** A character that breaks careless storage or display, for putting inside otherwise ordinary text; NUL most often. */
export const nastyCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.constantFrom('\u202e', '\ud800', '\u0301', '𝔘', '\ufeff', "'", '"', '%', '_', '\\', '\n', '\t', '\u0085', '\u2028'),
);

/** Numbers around every bound the API has, and past what a double or a database integer holds exactly. */
const NASTY_NUMBERS = [
  0,
  -0,
  1,
  -1,
  1.5,
  -1.5,
  0.1 + 0.2,
  1e-7,
  Number.MIN_VALUE,
  2 ** 31,
  -(2 ** 31),
  2 ** 53,
  2 ** 53 + 2,
  -(2 ** 53),
  2 ** 63,
  1e10,
  -1e10,
  1e12,
  1e21,
  1e308,
  -1e308,
  999_999_999,
  1_000_000_000,
  1_000_000_001,
  -1_000_000_001,
  Number.MAX_SAFE_INTEGER,
  1_000_001,
  101,
  240,
  241,
];

/** A character repeated just past a bound, or up to 100,000 times: long names, codes, notes and query values. */
export const longString = fc
  .tuple(
    fc.constantFrom('x', 'é', '𝔘', '\u0000', ' ', '9', '\u202e', 'e\u0301', "'"),
    fc.constantFrom(65, 201, 501, 2_001, 16_385, 100_000),
  )
  .map(([unit, times]) => unit.repeat(times));

export const junkString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 1, arbitrary: longString },
);

export const junkNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...NASTY_NUMBERS),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object or array nested `depth` levels deep, built without recursion. */
export function nested(depth: number, kind: 'array' | 'object'): unknown {
  let value: unknown = 1;
  for (let level = 0; level < depth; level++) value = kind === 'array' ? [value] : { a: value };
  return value;
}

const deep = fc
  .tuple(fc.integer({ min: 5, max: 2_000 }), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => nested(depth, kind));

/** Objects with many keys: props and records past their bounds. */
const wide = fc.constantFrom(51, 1_001, 5_000).map((keys) => Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])));

/** Any JSON value a careless or hostile client might send in place of the right one. */
export const junkValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: junkString },
  { weight: 3, arbitrary: junkNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { '': '' }) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: deep },
  { weight: 1, arbitrary: wide },
);

/** Request bodies that are not JSON, or JSON nested far past what a recursive parser survives. */
export const junkRawBody: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    '{"id":',
    'null',
    '[]',
    '"BIN1"',
    '1',
    'true',
    '{"a":1,"a":2}',
    '{"__proto__":{"x":1}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    'NaN',
    "{'id':'BIN1'}",
    '{"id":"BIN1"} trailing',
  ),
  fc.integer({ min: 10_000, max: 120_000 }).map((depth) => '['.repeat(depth) + ']'.repeat(depth)),
  fc.integer({ min: 10_000, max: 40_000 }).map((depth) => '{"props":'.repeat(depth) + '1' + '}'.repeat(depth)),
  fc.string({ unit: 'binary', maxLength: 60 }),
);
