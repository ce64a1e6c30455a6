import type { QueryClient } from '@tanstack/react-query';
import { binQuery } from '../bins/get-bin';
import { STOCK_VIEWS_KEY } from './stock-views';

/** After a stock change: the bins it touched, and every view derived from stock (locations, history, activity). */
export async function invalidateStock(queryClient: QueryClient, binIds: string[]): Promise<void> {
  await Promise.all([
    ...binIds.map((id) => queryClient.invalidateQueries({ queryKey: binQuery(id).queryKey })),
    queryClient.invalidateQueries({ queryKey: STOCK_VIEWS_KEY }),
  ]);
}
