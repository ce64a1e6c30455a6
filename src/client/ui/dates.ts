/**
 * The one way the screens write a date or a moment (decision 039): year first with four
 * digits, in the device's local time, the same in every locale ("2026-11-26",
 * "2026-11-26 14:05"), so a timestamp reads like the expiry dates entered beside it.
 */

type Moment = Date | string | number;

const two = (n: number) => String(n).padStart(2, '0');

/** "2026-11-26": the local day of a moment. */
export function dateText(at: Moment): string {
  const date = new Date(at);
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
}

/** "14:05": the local time of a moment, on a 24-hour clock. */
export function timeText(at: Moment): string {
  const date = new Date(at);
  return `${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** "2026-11-26 14:05": the local day and time of a moment. */
export function dateTimeText(at: Moment): string {
  return `${dateText(at)} ${timeText(at)}`;
}
