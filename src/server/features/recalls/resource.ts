import type { Operation } from '../../../shared/contract/envelope';
import { TracedDeparture } from '../../../shared/contract/traceability';
import { NotifyMethod, type RecallCustomer, type RecallState, type RecallSummary } from '../../../shared/contract/recalls';
import { pathTo } from '../../../shared/routes';
import { AppError } from '../../http/app-error';
import type { RecallCustomerRow, RecallRow } from './repo';

export const recallUri = (id: number) => pathTo('getRecall', { id });

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));
const idList = (json: string) => JSON.parse(json) as string[];

export const missingRecall = (id: number) => new AppError('missing-resource', { Id: recallUri(id), detail: `No recall ${id}.` });

/** An open recall can be notified and closed; a closed one is a record only. */
export const recallOperations = (id: number, open: boolean): Operation[] =>
  open
    ? [
        { rel: 'notify', method: 'POST', href: pathTo('notifyRecallCustomer', { id }), 'Expects-a': 'Notification' },
        { rel: 'close', method: 'POST', href: pathTo('closeRecall', { id }), 'Expects-a': 'Close' },
      ]
    : [];

export const recallSummary = (row: RecallRow, counts: { customers: number; notified: number }): RecallSummary => ({
  id: row.id,
  reason: row.reason,
  drill: row.drill === 1,
  item_ids: idList(row.item_ids),
  started_at: iso(row.started_at),
  started_by: row.started_by,
  closed_at: isoOrNull(row.closed_at),
  closed_by: row.closed_by,
  duration_ms: row.closed_at === null ? null : row.closed_at - row.started_at,
  customers: counts.customers,
  notified: counts.notified,
  held: idList(row.held_ids).length,
});

const recallCustomer = (row: RecallCustomerRow): RecallCustomer => ({
  customer_id: row.customer_id,
  name: row.name,
  contact: row.contact,
  email: row.email,
  phone: row.phone,
  address: row.address,
  shipments: TracedDeparture.array().parse(JSON.parse(row.shipments)),
  notified:
    row.notified_at === null
      ? null
      : { at: iso(row.notified_at), by: row.notified_by ?? '', method: NotifyMethod.parse(row.method), note: row.note },
});

export function recallState(row: RecallRow, customers: readonly RecallCustomerRow[]): RecallState {
  const notified = customers.filter((customer) => customer.notified_at !== null).length;
  return {
    ...recallSummary(row, { customers: customers.length, notified }),
    hold_operation_id: row.hold_operation_id,
    held_ids: idList(row.held_ids),
    close_note: row.close_note,
    customers: customers.map(recallCustomer),
  };
}
