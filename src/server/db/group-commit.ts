import type { ControlledTransaction } from 'kysely';
import type { DB } from './connect';
import type { Database } from './schema';
import type { Trx } from './transaction';

interface Job {
  work: (trx: Trx) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

type Outcome = { job: Job; ok: true; value: unknown } | { job: Job; ok: false; error: unknown };

/** Jobs one commit carries at most, so that a long queue still answers its first callers soon. */
const MAX_BATCH = 64;

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Group commit for the embedded SQLite database. A commit writes every page the transaction
 * changed to the WAL, and costs more than the statements of a small stock operation, so the
 * transactions that arrive together (the requests read in one turn of the event loop) run one
 * after another inside one SQLite transaction, each in a savepoint of its own, and commit once.
 * Each job is still atomic: a job that fails rolls back to its savepoint and changes nothing.
 * No caller hears of its job before the commit, so nothing is answered that a killed process
 * could lose; if the commit fails, every job of the batch fails with it.
 */
export class GroupCommit {
  private readonly queue: Job[] = [];
  private draining = false;

  constructor(
    private readonly db: DB,
    private readonly hooks: {
      /** errors after which the batch's transaction cannot go on (the database is busy or locked) */
      endsGroup: (error: unknown) => boolean;
      committed: () => void;
    },
  ) {}

  run<T>(work: (trx: Trx) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length > 0) await this.commitBatch();
    } finally {
      this.draining = false;
    }
  }

  private async commitBatch(): Promise<void> {
    const outcomes: Outcome[] = [];
    const first = this.queue.shift();
    if (!first) return;
    let trx: ControlledTransaction<Database> | null = null;
    try {
      trx = await this.db.startTransaction().execute();
      outcomes.push(await this.runJob(trx, first));
      while (outcomes.length < MAX_BATCH) {
        const job = this.queue.shift();
        if (!job) {
          // Let the requests already read in this turn of the event loop join before committing.
          await nextTurn();
          if (this.queue.length === 0) break;
          continue;
        }
        outcomes.push(await this.runJob(trx, job));
      }
      await trx.commit().execute();
      this.hooks.committed();
    } catch (error) {
      if (trx && !trx.isCommitted && !trx.isRolledBack)
        await trx
          .rollback()
          .execute()
          .catch(() => undefined);
      if (trx === null) first.reject(error);
      for (const outcome of outcomes) outcome.job.reject(error);
      return;
    }
    for (const outcome of outcomes) {
      if (outcome.ok) outcome.job.resolve(outcome.value);
      else outcome.job.reject(outcome.error);
    }
  }

  /** Runs one job in a savepoint; throws only when the batch itself cannot go on. */
  private async runJob(trx: ControlledTransaction<Database>, job: Job): Promise<Outcome> {
    const savepoint = await trx.savepoint('job').execute();
    try {
      const value = await job.work(savepoint);
      await savepoint.releaseSavepoint('job').execute();
      return { job, ok: true, value };
    } catch (error) {
      if (this.hooks.endsGroup(error)) {
        job.reject(error);
        throw error;
      }
      await savepoint.rollbackToSavepoint('job').execute();
      await savepoint.releaseSavepoint('job').execute();
      return { job, ok: false, error };
    }
  }
}
