import { z } from 'zod';
import { envelope, statusAnswer } from './envelope';
import { CustomerContact } from './customers';
import { body, expected, idOf, Note, Operator } from './fields';
import { OperationParams } from './history';
import { MAX_HOLD_ITEMS } from './holds';
import { TracedDeparture } from './traceability';

/**
 * Recall records (issue 23, decision 045): a recall over a downstream trace, the hold of what
 * was on hand, and the customers to tell, each marked notified. A drill takes the same steps
 * without the hold, and its duration is what it measures.
 */

/** What a recall traces: lots, and runs (downstream of a run is downstream of all it made), as the report's query names them. */
export const RecallTracedId = idOf('BAT', 'INS');

/** A recall's id is a number, as an operation's: it has no label to scan. */
export const RecallParams = OperationParams;

/** POST /api/recalls */
export const StartRecallBody = body({
  item_ids: z
    .array(RecallTracedId, { error: expected('a list') })
    .min(1, 'must name at least one lot or run')
    .max(MAX_HOLD_ITEMS, `must list at most ${MAX_HOLD_ITEMS} ids`),
  reason: Note.trim().min(1, 'must not be blank'),
  drill: z.boolean({ error: expected('bool') }).optional(),
  operator: Operator,
});
export type StartRecallBody = z.infer<typeof StartRecallBody>;

export const NOTIFY_METHODS = ['phone', 'email', 'letter', 'in person', 'other'] as const;
export const NotifyMethod = z.enum(NOTIFY_METHODS, { error: `must be one of ${NOTIFY_METHODS.join(', ')}` });
export type NotifyMethod = z.infer<typeof NotifyMethod>;

/** POST /api/recall/{id}/notifications: one customer was told. */
export const NotifyBody = body({
  customer_id: idOf('CUS'),
  method: NotifyMethod,
  note: Note.trim().optional(),
  operator: Operator,
});
export type NotifyBody = z.infer<typeof NotifyBody>;

/** POST /api/recall/{id}/close */
export const CloseRecallBody = body({ note: Note.trim().optional(), operator: Operator });
export type CloseRecallBody = z.infer<typeof CloseRecallBody>;

/** Who told a customer, when and how. */
export const Notification = z.object({
  at: z.iso.datetime(),
  by: z.string(),
  method: NotifyMethod,
  note: z.string().nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** A customer to tell: how to reach them and what they received, as they were when the recall started; null `notified` while untold. */
export const RecallCustomer = CustomerContact.omit({ archived: true }).extend({
  shipments: z.array(TracedDeparture),
  notified: Notification.nullable(),
});
export type RecallCustomer = z.infer<typeof RecallCustomer>;

const summary = {
  id: z.number(),
  reason: z.string(),
  drill: z.boolean(),
  /** the lots and runs traced */
  item_ids: z.array(z.string()),
  started_at: z.iso.datetime(),
  started_by: z.string(),
  closed_at: z.iso.datetime().nullable(),
  closed_by: z.string().nullable(),
  /** closed_at - started_at in milliseconds, once closed: for a drill, what it measures */
  duration_ms: z.number().nullable(),
  /** customers told, of `customers` to tell */
  notified: z.number(),
  customers: z.number(),
  /** lots and mixtures the recall put on hold (0 for a drill) */
  held: z.number(),
};

export const RecallSummary = z.object(summary);
export type RecallSummary = z.infer<typeof RecallSummary>;

export const RecallState = z.object({
  ...summary,
  /** the ledger operation that put `held_ids` on hold; null for a drill, or when all were held already */
  hold_operation_id: z.number().nullable(),
  held_ids: z.array(z.string()),
  close_note: z.string().nullable(),
  customers: z.array(RecallCustomer),
});
export type RecallState = z.infer<typeof RecallState>;

export const RecallResource = envelope(RecallState);
export type RecallResource = z.infer<typeof RecallResource>;

export const RecallAnswer = statusAnswer(RecallState);
export type RecallAnswer = z.infer<typeof RecallAnswer>;

/** GET /api/recalls: open recalls first, then the closed, newest first in each. */
export const RecallListResource = envelope(z.object({ items: z.array(RecallSummary) }));
export type RecallListResource = z.infer<typeof RecallListResource>;
