import { dateTimeText } from './dates';

/** A moment on screen, written as everywhere else, with its exact instant for machines. */
export function DateTime({ at }: { at: string | number | Date }) {
  return <time dateTime={new Date(at).toISOString()}>{dateTimeText(at)}</time>;
}
