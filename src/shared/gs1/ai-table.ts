/**
 * The GS1 application identifiers Lotline reads, with their formats from the GS1 General
 * Specifications (section 3.2). A variable-length field ends at a group separator or at the
 * end of the data; a fixed-length one never needs a separator.
 */
export type AiFormat =
  | { kind: 'numeric'; length: number } // exactly `length` digits
  | { kind: 'numeric-up-to'; length: number } // 1 to `length` digits, variable
  | { kind: 'text-up-to'; length: number }; // 1 to `length` characters of GS1 AI encodable set 82, variable

export interface AiDefinition {
  /** the AI's digits; measures are listed once per decimal position n (3102 = 2 decimals) */
  ai: string;
  title: string;
  format: AiFormat;
}

const fixed = (length: number): AiFormat => ({ kind: 'numeric', length });
const upTo = (length: number): AiFormat => ({ kind: 'numeric-up-to', length });
const textUpTo = (length: number): AiFormat => ({ kind: 'text-up-to', length });

/** Measures with n decimals (the AI's fourth digit), six digits each, and the unit they are in. */
export const MEASURE_UNITS = {
  '310': 'kg',
  '311': 'm',
  '312': 'm',
  '313': 'm',
  '314': 'm2',
  '315': 'L',
  '316': 'm3',
  '320': 'lb',
} as const;
export type MeasureUnit = (typeof MEASURE_UNITS)[keyof typeof MEASURE_UNITS];

const MEASURE_TITLES: Record<keyof typeof MEASURE_UNITS, string> = {
  '310': 'NET WEIGHT (kg)',
  '311': 'LENGTH (m)',
  '312': 'WIDTH (m)',
  '313': 'HEIGHT (m)',
  '314': 'AREA (m2)',
  '315': 'NET VOLUME (l)',
  '316': 'NET VOLUME (m3)',
  '320': 'NET WEIGHT (lb)',
};

const PLAIN: AiDefinition[] = [
  { ai: '00', title: 'SSCC', format: fixed(18) },
  { ai: '01', title: 'GTIN', format: fixed(14) },
  { ai: '02', title: 'CONTENT', format: fixed(14) },
  { ai: '10', title: 'BATCH/LOT', format: textUpTo(20) },
  { ai: '11', title: 'PROD DATE', format: fixed(6) },
  { ai: '13', title: 'PACK DATE', format: fixed(6) },
  { ai: '15', title: 'BEST BEFORE', format: fixed(6) },
  { ai: '17', title: 'USE BY', format: fixed(6) },
  { ai: '21', title: 'SERIAL', format: textUpTo(20) },
  { ai: '30', title: 'VAR. COUNT', format: upTo(8) },
  { ai: '37', title: 'COUNT', format: upTo(8) },
];

const MEASURES: AiDefinition[] = Object.entries(MEASURE_TITLES).flatMap(([head, title]) =>
  Array.from({ length: 6 }, (_, n) => ({ ai: `${head}${n}`, title, format: fixed(6) })),
);

export const AI_TABLE: ReadonlyMap<string, AiDefinition> = new Map([...PLAIN, ...MEASURES].map((def) => [def.ai, def]));

/** The definition of the AI that `data` starts with (AIs are prefix-free: 2, 3 or 4 digits). */
export function aiAt(data: string): AiDefinition | undefined {
  for (const length of [2, 3, 4]) {
    const def = AI_TABLE.get(data.slice(0, length));
    if (def) return def;
  }
  return undefined;
}
