import type { CloseRecallBody, NotifyBody, RecallState, RecallSummary, StartRecallBody } from '../../../shared/contract/recalls';
import type { DB } from '../../db/connect';
import type { Trx } from '../../db/transaction';
import type { Actor } from '../../http/actor';
import { recallSteps } from '../../core/recall-steps';
import { emitEvent } from '../../stock-core/outbox';
import {
  insertRecall,
  insertRecallCustomers,
  markClosed,
  markNotified,
  recallCustomers,
  recallList,
  recallRow,
  setRecallHold,
  type RecallRow,
} from './repo';
import { missingRecall, recallState, recallSummary } from './resource';
import { holdReasonOf, onHandToHold, refuseClose, refuseNotification, tracedIds } from './rules';

async function requireRecall(db: DB | Trx, id: number): Promise<RecallRow> {
  const row = await recallRow(db, id);
  if (!row) throw missingRecall(id);
  return row;
}

export async function getRecall(db: DB | Trx, id: number): Promise<RecallState> {
  const row = await requireRecall(db, id);
  return recallState(row, await recallCustomers(db, id));
}

export async function listRecalls(db: DB): Promise<RecallSummary[]> {
  return (await recallList(db)).map((row) => recallSummary(row, row));
}

/**
 * POST /api/recalls, in one transaction: the downstream trace, the record with the trace's
 * customers to notify, the hold of what is on hand (one operation, its note naming the recall;
 * none for a drill), and the recall.started event.
 */
export async function startRecall(trx: Trx, body: StartRecallBody, actor: Actor, idempotencyKey: string | null): Promise<RecallState> {
  const steps = recallSteps();
  const traced = tracedIds(body.item_ids);
  const trace = await steps.trace(trx, traced, 'item_ids');
  const drill = body.drill ?? false;
  const startedAt = Date.now();
  const id = await insertRecall(trx, {
    reason: body.reason,
    drill: drill ? 1 : 0,
    item_ids: JSON.stringify([...traced.batch_ids, ...traced.step_instance_ids]),
    held_ids: '[]',
    hold_operation_id: null,
    started_at: startedAt,
    started_by: actor.name,
    started_person_id: actor.personId ?? null,
  });
  await insertRecallCustomers(trx, id, trace.customers);
  const toHold = drill ? [] : onHandToHold(trace);
  if (toHold.length > 0) {
    const hold = await steps.hold(
      trx,
      { item_ids: toHold, reason: holdReasonOf(id, body.reason), operator: actor.name },
      actor,
      idempotencyKey,
    );
    await setRecallHold(trx, id, hold.operation_id, hold.changed);
  }
  const state = await getRecall(trx, id);
  await emitEvent(
    trx,
    'recall.started',
    {
      recall_id: id,
      reason: state.reason,
      drill,
      item_ids: state.item_ids,
      hold_operation_id: state.hold_operation_id,
      held_ids: state.held_ids,
      customer_ids: state.customers.map((customer) => customer.customer_id),
      started_by: actor.name,
    },
    { at: startedAt, operationId: state.hold_operation_id },
  );
  return state;
}

/** POST /api/recall/{id}/notifications: who told the customer is the actor, when is now. */
export async function notifyCustomer(trx: Trx, id: number, body: NotifyBody, actor: Actor): Promise<RecallState> {
  const recall = await requireRecall(trx, id);
  const customers = await recallCustomers(trx, id);
  const customer = customers.find((row) => row.customer_id === body.customer_id);
  refuseNotification(recall, body.customer_id, customer);
  const told = {
    notified_at: Date.now(),
    notified_by: actor.name,
    notified_person_id: actor.personId ?? null,
    method: body.method,
    note: body.note || null,
  };
  // Checked again as it is written: of two concurrent marks, the second is refused as a repeat.
  if (!(await markNotified(trx, id, body.customer_id, told)))
    refuseNotification(recall, body.customer_id, { ...told, customer_id: body.customer_id });
  return getRecall(trx, id);
}

/** POST /api/recall/{id}/close: refused while a customer remains untold. */
export async function closeRecall(trx: Trx, id: number, body: CloseRecallBody, actor: Actor): Promise<RecallState> {
  const recall = await requireRecall(trx, id);
  refuseClose(recall, await recallCustomers(trx, id));
  const closed = { closed_at: Date.now(), closed_by: actor.name, closed_person_id: actor.personId ?? null, close_note: body.note || null };
  if (!(await markClosed(trx, id, closed))) refuseClose({ ...recall, ...closed }, []);
  return getRecall(trx, id);
}
