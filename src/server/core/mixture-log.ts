import type { Clock } from '../stock-core/record';
import type { Trx } from '../db/transaction';
import type { LotQuantity } from '../stock-core/mixture-components';
import { fromMicro } from '../stock-core/quantities';
import { insertEvent, type StoredEvent } from './mixtures-repo';

/**
 * A mixture's log says what happened to it and who did it. Every change of a mixture writes
 * an entry: its own acts (create, draw, split), and a bin's release, move or forced delete and a
 * production run or its undo, each in the feature that does it.
 */
export interface MixtureLogEntry {
  event: string;
  createdBy: string;
  note?: string | null | undefined;
  details?: unknown;
  operationId?: number | null;
}

/** Appends the entry, timed by the clock of the change it records (the operation context's); answers it as stored. */
export async function logMixtureEvent(ctx: { trx: Trx; clock: Clock }, mixId: string, entry: MixtureLogEntry): Promise<StoredEvent> {
  const row = {
    at: ctx.clock.now(),
    event: entry.event,
    created_by: entry.createdBy,
    // A blank note says nothing, so the log keeps none.
    note: entry.note || null,
    details: entry.details === undefined ? null : JSON.stringify(entry.details),
    operation_id: entry.operationId ?? null,
  };
  return { id: await insertEvent(ctx.trx, { mix_id: mixId, ...row }), ...row };
}

/** What each lot gave, as a log entry's details show it. */
export const takenDetails = (taken: readonly LotQuantity[]) =>
  taken.map((t) => ({ batch_id: t.batch_id, quantity: fromMicro(t.quantity) }));
