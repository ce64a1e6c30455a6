import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer copies the WAL into the database while writes go on. */
const EVERY_MS = 100;
/** The thread stops this long after the last write, so an idle server holds no second heap. */
const IDLE_STOP_MS = 10_000;
/**
 * Pages the writing connection lets the WAL grow to before it checkpoints itself: a safety net,
 * reached only if the checkpointer thread cannot keep up or has died.
 */
export const FALLBACK_AUTOCHECKPOINT_PAGES = 10_000;

// Plain CommonJS, run with eval: the same code serves the server under tsx and compiled.
const THREAD = `
const { workerData, parentPort } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file, { fileMustExist: true });
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch { /* busy or closing: the next turn tries again */ }
}, workerData.everyMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); process.exit(0); });
`;

/**
 * Copies the WAL back into the database file from a thread of its own. SQLite's automatic
 * checkpoint runs inside the commit that crosses its threshold and ends with an fsync of the
 * database file, which stopped the event loop for milliseconds and halved mixture draws under
 * load. A passive checkpoint needs no lock the writer holds, so the writer never waits for it.
 */
export class WalCheckpointer {
  private worker: Worker | null = null;
  private lastWrite = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  constructor(private readonly file: string) {}

  /** Called after each commit: starts the thread if it is not running. */
  wrote(): void {
    this.lastWrite = Date.now();
    if (this.worker) return;
    const driver = createRequire(import.meta.url).resolve('better-sqlite3');
    this.worker = new Worker(THREAD, { eval: true, workerData: { file: this.file, driver, everyMs: EVERY_MS } });
    this.worker.unref();
    // A thread that fails leaves the writer's own automatic checkpoint to keep the WAL bounded.
    this.worker.on('error', () => undefined);
    this.worker.on('exit', () => {
      this.worker = null;
    });
    this.idleTimer = setInterval(() => {
      if (Date.now() - this.lastWrite >= IDLE_STOP_MS) this.stop();
    }, IDLE_STOP_MS / 2);
    this.idleTimer.unref();
  }

  stop(): void {
    if (this.idleTimer) clearInterval(this.idleTimer);
    this.idleTimer = null;
    this.worker?.postMessage('stop');
    this.worker = null;
  }
}
