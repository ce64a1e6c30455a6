import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { isPostgres, openSqlite, type DB } from '../../src/server/db/connect';
import { MIGRATIONS, migrateToLatest } from '../../src/server/db/migrate';
import type { Database } from '../../src/server/db/schema';
import { bookGenealogy, type GenealogyRows } from './genealogy-ledger';
import { planGenealogy, type GenealogyPlan, type GenealogySize } from './genealogy-plan';
import { BENCH_DIR } from './results';

/** Bump when the generated genealogy changes shape, so stale files are not reused. */
const GENERATOR_VERSION = 1;
/** Bound parameters per statement: under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 30_000;
/** Tables in an order the foreign keys allow. */
const TABLES = [
  'skus',
  'bins',
  'batches',
  'step_templates',
  'operations',
  'movements',
  'mixtures',
  'mixture_components',
  'mixture_events',
  'mixture_takes',
  'step_instances',
  'step_consumed',
  'step_produced',
  'bin_contents',
  'id_counters',
] as const satisfies readonly (keyof Database)[];

/** What was generated, for the results file and for choosing what to trace. */
export interface GeneratedGenealogy {
  size: GenealogySize;
  seconds: number;
  counts: Record<string, number>;
  hotLot: string;
  sources: string[];
  finals: string[];
}

const describe = (plan: GenealogyPlan, rows: GenealogyRows, size: GenealogySize, seconds: number): GeneratedGenealogy => ({
  size,
  seconds: Math.round(seconds * 10) / 10,
  counts: Object.fromEntries(TABLES.map((table) => [table, rows[table]?.length ?? 0])),
  hotLot: plan.hotLot,
  sources: plan.sources,
  finals: plan.finals,
});

/** Inserts every row in one transaction, many rows a statement. */
export async function writeGenealogy(db: DB, rows: GenealogyRows): Promise<void> {
  await db.transaction().execute(async (trx) => {
    for (const table of TABLES) {
      const all = (rows[table] ?? []) as Record<string, unknown>[];
      if (all.length === 0) continue;
      const perStatement = Math.floor(MAX_PARAMETERS / Object.keys(all[0] as object).length);
      for (let from = 0; from < all.length; from += perStatement) {
        await trx
          .insertInto(table)
          .values(all.slice(from, from + perStatement))
          .execute();
      }
    }
    // Ids were given, so PostgreSQL's sequences must be moved past them for the app's own inserts.
    if (isPostgres(trx)) {
      for (const table of ['operations', 'movements']) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(trx);
      }
    }
  });
}

/** Plans, books and writes a genealogy of this size into a migrated database. */
export async function generateGenealogy(db: DB, size: GenealogySize): Promise<GeneratedGenealogy> {
  const started = Date.now();
  const plan = planGenealogy(size);
  const { rows } = bookGenealogy(plan);
  await writeGenealogy(db, rows);
  return describe(plan, rows, size, (Date.now() - started) / 1000);
}

const sizeName = ({ lots, movements }: GenealogySize) => `${lots}-${movements}`;
/**
 * Named for the migrations too: a file migrated by a list that later gains an earlier-numbered
 * migration could not be migrated again, and a new index must be measured as built.
 */
const migrated = () => Object.keys(MIGRATIONS).at(-1) ?? '';
export const genealogyFile = (size: GenealogySize) =>
  path.join(BENCH_DIR, 'data', `genealogy-v${GENERATOR_VERSION}-${migrated()}-${sizeName(size)}.db`);

/**
 * The SQLite genealogy of this size, generated the first time into bench/data (git-ignored),
 * then reused with its description, brought up to the latest migrations.
 */
export async function ensureGenealogyFile(
  size: GenealogySize,
  log: (line: string) => void,
): Promise<{ file: string; generated: GeneratedGenealogy; fresh: boolean }> {
  const file = genealogyFile(size);
  const described = `${file}.json`;
  if (fs.existsSync(file) && fs.existsSync(described)) {
    const db = openSqlite(file);
    await migrateToLatest(db);
    await db.destroy();
    return { file, generated: JSON.parse(fs.readFileSync(described, 'utf8')) as GeneratedGenealogy, fresh: false };
  }
  log(
    `trace: generating ${size.lots.toLocaleString('en')} lots / ${size.movements.toLocaleString('en')} movements into ${path.relative(process.cwd(), file)} ...`,
  );
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
  const db = openSqlite(partial);
  const generated = await (async () => {
    await migrateToLatest(db);
    return generateGenealogy(db, size);
  })().finally(() => db.destroy());
  // The file is closed, so its log is folded in: only the one file is kept.
  for (const suffix of ['-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
  fs.renameSync(partial, file);
  fs.writeFileSync(described, `${JSON.stringify(generated)}\n`);
  log(`trace: generated in ${generated.seconds} s`);
  return { file, generated, fresh: true };
}
