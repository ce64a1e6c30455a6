import { MEASURE_UNITS, type MeasureUnit } from './ai-table';
import { hasValidCheckDigit } from './check-digit';
import { gs1Date } from './dates';
import type { Element } from './element-string';

export interface Gs1Measure {
  /** the AI as scanned, e.g. 3102 */
  ai: string;
  value: number;
  unit: MeasureUnit;
}

/** What a GS1 code says, in Lotline's terms; a field the code does not carry is null. */
export interface Gs1Fields {
  /** (01), 14 digits */
  gtin: string | null;
  /** (02), the GTIN of the trade items a logistic unit contains */
  content: string | null;
  /** (00) */
  sscc: string | null;
  /** (10) */
  lot: string | null;
  /** (21) */
  serial: string | null;
  /** (17), YYYY-MM-DD as every date below */
  expiry: string | null;
  /** (15) */
  best_before: string | null;
  /** (11) */
  production: string | null;
  /** (13) */
  packaging: string | null;
  /** the net content: (310n) kg, (315n) L, (316n) m3 or (320n) lb, the first the code carries */
  quantity: { value: number; unit: MeasureUnit } | null;
  /** every measure, dimensions (311n to 314n) included */
  measures: Gs1Measure[];
  /** (30), else (37) */
  count: number | null;
  /** the elements in the code's order */
  elements: Element[];
}

export type Gs1Reading = { ok: true; fields: Gs1Fields } | { ok: false; error: string };

const CHECKED = new Set(['00', '01', '02']);
const DATES = { '11': 'production', '13': 'packaging', '15': 'best_before', '17': 'expiry' } as const;
const NET_CONTENT = new Set(['310', '315', '316', '320']);

/** Checks the elements' data (check digits, dates, one value per AI) and names it. */
export function fieldsOf(elements: Element[], today: Date): Gs1Reading {
  const values = new Map<string, string>();
  const dates: Partial<Record<(typeof DATES)[keyof typeof DATES], string>> = {};
  const measures: Gs1Measure[] = [];
  for (const { ai, value: data } of elements) {
    if (values.has(ai)) return { ok: false, error: `(${ai}) appears twice` };
    values.set(ai, data);
    if (CHECKED.has(ai) && !hasValidCheckDigit(data)) return { ok: false, error: `(${ai}) ${data} has a wrong check digit` };
    if (ai in DATES) {
      const date = gs1Date(data, today);
      if (date === null) return { ok: false, error: `(${ai}) ${data} is no date (YYMMDD)` };
      dates[DATES[ai as keyof typeof DATES]] = date;
    }
    const head = ai.slice(0, 3);
    if (ai.length === 4 && head in MEASURE_UNITS) {
      measures.push({ ai, value: Number(data) / 10 ** Number(ai[3]), unit: MEASURE_UNITS[head as keyof typeof MEASURE_UNITS] });
    }
  }
  const text = (ai: string) => values.get(ai) ?? null;
  const count = text('30') ?? text('37');
  const net = measures.find((measure) => NET_CONTENT.has(measure.ai.slice(0, 3)));
  const fields: Gs1Fields = {
    gtin: text('01'),
    content: text('02'),
    sscc: text('00'),
    lot: text('10'),
    serial: text('21'),
    expiry: dates.expiry ?? null,
    best_before: dates.best_before ?? null,
    production: dates.production ?? null,
    packaging: dates.packaging ?? null,
    quantity: net ? { value: net.value, unit: net.unit } : null,
    measures,
    count: count === null ? null : Number(count),
    elements,
  };
  return { ok: true, fields };
}
