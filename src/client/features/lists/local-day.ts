const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The first or last millisecond of a day in the reader's own time zone, from a date field's
 * YYYY-MM-DD; undefined for anything else. The ledger's filter then means the reader's day.
 */
export function localDayBound(text: string, end: 'start' | 'end'): number | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return end === 'start' ? new Date(year, month - 1, day).getTime() : new Date(year, month - 1, day + 1).getTime() - 1;
}
