/**
 * Root of the query keys of every view computed from stock (locations, histories, recent
 * activity), so one invalidation after a stock change refreshes them all.
 */
export const STOCK_VIEWS_KEY = ['stock-view'] as const;

export const stockViewKey = (...parts: (string | number)[]) => [...STOCK_VIEWS_KEY, ...parts] as const;
