/**
 * Loads the demo data set into an empty database through the API of an in-process app, so
 * every record is validated like any client's and every stock change goes through the ledger.
 *
 *   npm run demo                 loads into the configured database (SQLITE_PATH or DATABASE_URL);
 *                                refuses a database that already holds data
 *   ... load-demo.ts --if-empty  skips quietly instead of refusing (used by `npm start -- --demo`)
 */
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { readConfig } from '../config';
import { openDatabase, type DB } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import {
  DEMO_BATCHES,
  DEMO_BINS,
  DEMO_CUSTOMERS,
  DEMO_SHIPMENTS,
  DEMO_MIXTURES,
  DEMO_RUNS,
  DEMO_SKUS,
  DEMO_STOCK,
  DEMO_TEMPLATES,
  type DemoStockStep,
} from './demo-data';

/** Tables whose rows mean someone has used this database. */
const USER_TABLES = ['bins', 'skus', 'batches', 'movements'] as const;
const TABLE_WORDS: Record<(typeof USER_TABLES)[number], string> = {
  bins: 'bins',
  skus: 'SKUs',
  batches: 'batches',
  movements: 'stock movements',
};

export interface DemoSummary {
  bins: number;
  skus: number;
  batches: number;
  movements: number;
  mixtures: number;
  runs: number;
}

export class DatabaseNotEmpty extends Error {
  constructor(readonly counts: Record<(typeof USER_TABLES)[number], number>) {
    const held = Object.entries(counts)
      .filter(([, n]) => n > 0)
      .map(([table, n]) => `${n} ${TABLE_WORDS[table as (typeof USER_TABLES)[number]]}`)
      .join(', ');
    super(`the database already holds data (${held})`);
  }
}

export async function countUserRows(db: DB): Promise<Record<(typeof USER_TABLES)[number], number>> {
  const counts = { bins: 0, skus: 0, batches: 0, movements: 0 };
  for (const table of USER_TABLES) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

async function send(app: FastifyInstance, method: 'POST' | 'PUT', url: string, body: unknown): Promise<void> {
  const response = await app.inject({ method, url, payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  if (response.statusCode >= 300) {
    throw new Error(`demo data: ${method} ${url} answered ${response.statusCode}: ${response.body}`);
  }
}

function stockRequest(step: DemoStockStep): { method: 'POST' | 'PUT'; url: string; body: unknown } {
  const { item: id, operator, note, customer_id, reference } = step;
  if (step.from && step.to) {
    return {
      method: 'PUT',
      url: `/api/bin/${step.from}/contents/move`,
      body: { id, destination: step.to, quantity: step.quantity, operator, note },
    };
  }
  const bin = step.to ?? step.from;
  const quantity = step.to ? step.quantity : -step.quantity;
  return { method: 'POST', url: `/api/bin/${bin}/contents`, body: { id, quantity, operator, note, customer_id, reference } };
}

/** Loads the demo data set; throws DatabaseNotEmpty rather than mix it into real data. */
export async function loadDemo(db: DB): Promise<DemoSummary> {
  const counts = await countUserRows(db);
  if (Object.values(counts).some((n) => n > 0)) throw new DatabaseNotEmpty(counts);

  const app = await buildApp({ db, staticDir: null });
  try {
    /** Books stock steps through the API, in order. */
    const book = async (steps: readonly DemoStockStep[]) => {
      for (const step of steps) {
        const { method, url, body } = stockRequest(step);
        await send(app, method, url, body);
      }
    };
    for (const bin of DEMO_BINS) await send(app, 'POST', '/api/bins', bin);
    for (const sku of DEMO_SKUS) await send(app, 'POST', '/api/skus', sku);
    for (const batch of DEMO_BATCHES) await send(app, 'POST', '/api/batches', batch);
    await book(DEMO_STOCK);
    for (const { body, draws } of DEMO_MIXTURES) {
      await send(app, 'POST', '/api/mixtures', body);
      for (const draw of draws) await send(app, 'POST', `/api/mixture/${body.mix_id}/draw`, draw);
    }
    for (const template of DEMO_TEMPLATES) await send(app, 'POST', '/api/step-templates', template);
    for (const run of DEMO_RUNS) await send(app, 'POST', '/api/step-instances', run);
    for (const customer of DEMO_CUSTOMERS) await send(app, 'POST', '/api/customers', customer);
    await book(DEMO_SHIPMENTS);
  } finally {
    await app.close();
  }
  // Counted, not summed from the data: a run makes lots and movements of its own.
  return { ...(await countUserRows(db)), mixtures: DEMO_MIXTURES.length, runs: DEMO_RUNS.length };
}

const counted = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

async function main(args: string[]): Promise<number> {
  const ifEmpty = args.includes('--if-empty');
  const config = readConfig();
  const where = config.databaseUrl ? 'the PostgreSQL database in DATABASE_URL' : config.sqlitePath;
  const db = openDatabase(config);
  try {
    await migrateToLatest(db);
    const summary = await loadDemo(db);
    process.stdout.write(
      `Demo data loaded into ${where}: ${summary.bins} bins, ${summary.skus} SKUs, ${summary.batches} batches, ` +
        `${counted(summary.mixtures, 'mixture')}, ${counted(summary.runs, 'production run')}, ${summary.movements} stock movements.\n`,
    );
    return 0;
  } catch (error) {
    if (!(error instanceof DatabaseNotEmpty)) throw error;
    if (ifEmpty) {
      process.stdout.write(`Demo data not loaded: ${where} already holds data; serving it as it is.\n`);
      return 0;
    }
    console.error(
      `Refusing to load demo data: ${error.message.replace('the database', where)}.\n` +
        'Demo data only goes into an empty database. Point SQLITE_PATH (or DATABASE_URL) at a new one, e.g.\n' +
        '  SQLITE_PATH=./data/demo.db npm run demo',
    );
    return 1;
  } finally {
    await db.destroy();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await main(process.argv.slice(2));
}
