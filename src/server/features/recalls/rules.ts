import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { AppError } from '../../http/app-error';

/** Traced ids split as a trace's query names them: runs are INS ids, lots BAT ids. */
export function tracedIds(ids: readonly string[]): { batch_ids: string[]; step_instance_ids: string[] } {
  const sorted = [...new Set(ids)].sort();
  return { batch_ids: sorted.filter((id) => id.startsWith('BAT')), step_instance_ids: sorted.filter((id) => id.startsWith('INS')) };
}

/**
 * What a recall holds: every affected lot and mixture on hand, once (a lot in several bins is one
 * hold), as the report's "Put all on hold" does. Items held already are kept by the hold itself.
 */
export function onHandToHold(trace: Pick<DownstreamTrace, 'holdings'>): string[] {
  return [...new Set(trace.holdings.map((holding) => holding.item_id))].filter((id) => id.startsWith('BAT') || id.startsWith('MIX')).sort();
}

/** The ledger note of a recall's hold names the recall, so a held lot's page leads back to it. */
export const holdReasonOf = (recallId: number, reason: string) => `Recall ${recallId}: ${reason}`;

interface RecallOpen {
  id: number;
  closed_at: number | null;
}

interface CustomerTold {
  customer_id: string;
  notified_at: number | null;
}

/** A closed recall is a finished record: nothing more is written on it. */
function refuseClosed(recall: RecallOpen): void {
  if (recall.closed_at !== null) {
    throw new AppError('recall-closed', { detail: `Recall ${recall.id} was closed on ${new Date(recall.closed_at).toISOString()}.` });
  }
}

/** A customer is marked notified once, and only one the recall's trace named. */
export function refuseNotification(recall: RecallOpen, customerId: string, customer: CustomerTold | undefined): void {
  refuseClosed(recall);
  if (!customer) {
    throw new AppError('missing-resource', {
      detail: `${customerId} received none of what recall ${recall.id} traced.`,
      invalidParams: [{ name: 'customer_id', reason: `${customerId} is not among the customers of recall ${recall.id}` }],
    });
  }
  if (customer.notified_at !== null) {
    throw new AppError('duplicate-resource', {
      detail: `${customerId} was marked notified on ${new Date(customer.notified_at).toISOString()}.`,
      invalidParams: [{ name: 'customer_id', reason: `${customerId} is notified already` }],
    });
  }
}

/** A recall closes once every customer it names was told: a closed recall says the customers knew. */
export function refuseClose(recall: RecallOpen, customers: readonly CustomerTold[]): void {
  refuseClosed(recall);
  const untold = customers.filter((customer) => customer.notified_at === null).map((customer) => customer.customer_id);
  if (untold.length === 0) return;
  throw new AppError('recall-unfinished', {
    detail: `${untold.length} of ${customers.length} customers remain to be notified: ${untold.join(', ')}.`,
  });
}
