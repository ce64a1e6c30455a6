/**
 * How a number a person typed or a file holds is read, the same in every quantity field and in
 * the CSV import: a decimal point or a decimal comma ("2,5", as much of Europe writes it), no
 * thousands separators. "1,250" is a thousand and a quarter to some and one and a quarter to
 * others, so it is refused as ambiguous, never guessed; "0,250" can only be a decimal.
 */
export type DecimalRead = { value: number } | { problem: 'ambiguous' | 'not-a-number' };

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
const THOUSANDS_OR_DECIMAL = /^[+-]?[1-9]\d{0,2},\d{3}$/;

export function readDecimal(text: string): DecimalRead {
  const trimmed = text.trim();
  if (THOUSANDS_OR_DECIMAL.test(trimmed)) return { problem: 'ambiguous' };
  return DECIMAL.test(trimmed) ? { value: Number(trimmed.replace(',', '.')) } : { problem: 'not-a-number' };
}

/** The number text reads as, or null when it does not read as one (ambiguous or not a number). */
export const decimalOf = (text: string): number | null => {
  const read = readDecimal(text);
  return 'value' in read ? read.value : null;
};

/** The two readings of an ambiguous "1,250", as advice: "1250 or 1.250". */
export const eitherReading = (text: string) => `${text.trim().replace(',', '')} or ${text.trim().replace(',', '.')}`;

/** What a quantity field says of an ambiguous entry. */
export const ambiguousText = (text: string) => `Enter ${eitherReading(text)}: "${text.trim()}" could mean either.`;
