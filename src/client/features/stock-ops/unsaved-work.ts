import type { StockFormInput } from './operations';

/** What leaving a stock form would lose: an item (scanned or typed), a count or quantity, a note. The bins stay from one change to the next, so they are no work in hand. */
const WORK = ['item', 'quantity', 'note'] as const satisfies readonly (keyof StockFormInput)[];

/** Whether the form holds work its start (a fresh form, a link's prefill, the form after a submit) did not. */
export const hasUnsavedWork = (start: Partial<StockFormInput>, now: Partial<StockFormInput>): boolean =>
  WORK.some((name) => (now[name] ?? '').trim() !== (start[name] ?? '').trim());
