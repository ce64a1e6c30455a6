import { dateText, timeText } from './dates';

/**
 * A moment on screen, written as everywhere else, with its exact instant for machines. A narrow
 * column may wrap it between date and time, never at the date's hyphens.
 */
export function DateTime({ at }: { at: string | number | Date }) {
  return (
    <time dateTime={new Date(at).toISOString()}>
      <span className="whitespace-nowrap">{dateText(at)}</span> {timeText(at)}
    </time>
  );
}
