/**
 * A GS1 date YYMMDD as ISO YYYY-MM-DD, or null when it is no date. The century follows GS1
 * General Specifications 7.12: a year more than 50 years ahead of `today` is in the past
 * century, one more than 49 years behind it in the next. DD 00 means the month's last day.
 */
export function gs1Date(yymmdd: string, today: Date): string | null {
  const match = /^([0-9]{2})([0-9]{2})([0-9]{2})$/.exec(yymmdd);
  if (!match) return null;
  const [yy, mm, dd] = match.slice(1).map(Number) as [number, number, number];
  const thisYear = today.getUTCFullYear();
  const ahead = yy - (thisYear % 100);
  const century = Math.floor(thisYear / 100) + (ahead >= 51 ? -1 : ahead <= -50 ? 1 : 0);
  const year = century * 100 + yy;
  if (mm < 1 || mm > 12) return null;
  const lastDay = new Date(Date.UTC(year, mm, 0)).getUTCDate();
  if (dd > lastDay) return null;
  const day = dd === 0 ? lastDay : dd;
  return `${String(year).padStart(4, '0')}-${String(mm).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
