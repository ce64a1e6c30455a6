import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import SQLite from 'better-sqlite3';
import { openSqlite } from '../src/server/db/connect';
import { migrateToLatest } from '../src/server/db/migrate';
import { formatId } from '../src/shared/labels';
import { batchName, gtin13, skuName } from './lib/catalog';
import { seededRandom } from './lib/random';
import { BENCH_DIR } from './lib/results';

/** Bump when the generated data changes shape, so stale files are not reused. */
const GENERATOR_VERSION = 1;
const SKU_SHARE = 0.1;
const ANONYMOUS_BATCH_SHARE = 0.1;
const BINS = 1000;
const CHUNK = 50_000;
const START = Date.UTC(2019, 0, 1);
const MINUTE = 60_000;

export const catalogFile = (rows: number) => path.join(BENCH_DIR, 'data', `catalog-v${GENERATOR_VERSION}-${rows}.db`);

/**
 * Writes a SQLite database holding `rows` SKUs and batches (one SKU per nine batches, each
 * SKU owning a GTIN, each batch owning a lot code and carrying its SKU's GTIN as associated
 * code) plus some bins. The schema comes from the real migrations and rows go in through
 * plain inserts, so the search triggers build the index exactly as the app would.
 */
export async function generateCatalog(rows: number, file = catalogFile(rows)): Promise<{ file: string; seconds: number }> {
  const started = Date.now();
  const partial = `${file}.partial`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(partial + suffix, { force: true });
  const migrated = openSqlite(partial);
  await migrateToLatest(migrated);
  await migrated.destroy();

  const db = new SQLite(partial);
  // A half-written file is thrown away, so the load needs no journal or syncing.
  db.pragma('journal_mode = OFF');
  db.pragma('synchronous = OFF');
  db.pragma('cache_size = -262144');
  fill(db, rows);
  db.pragma('journal_mode = WAL');
  db.close();
  fs.renameSync(partial, file);
  return { file, seconds: (Date.now() - started) / 1000 };
}

function fill(db: SQLite.Database, rows: number): void {
  const insertSku = db.prepare('insert into skus (id, name, props, created_at) values (?, ?, null, ?)');
  const insertBatch = db.prepare('insert into batches (id, sku_id, name, props, created_at) values (?, ?, ?, null, ?)');
  const insertCode = db.prepare('insert into item_codes (item_id, code, kind, position) values (?, ?, ?, 0)');
  const insertBin = db.prepare('insert into bins (id, props, created_at) values (?, null, ?)');
  const random = seededRandom(rows);
  const skuNames: string[] = [];
  let batches = 0;

  const addRow = (i: number) => {
    const at = START + i * MINUTE;
    const month = new Date(at).toISOString().slice(2, 7).replace('-', '');
    // Every tenth row is a SKU, so each batch can name a SKU that already exists.
    if (i % Math.round(1 / SKU_SHARE) === 0) {
      const id = formatId('SKU', skuNames.length + 1);
      const name = skuName(random);
      insertSku.run(id, name, at);
      insertCode.run(id, gtin13(skuNames.length + 1), 'owned');
      skuNames.push(name);
      return;
    }
    batches += 1;
    const id = formatId('BAT', batches);
    const parent = random.chance(ANONYMOUS_BATCH_SHARE) ? null : 1 + random.int(skuNames.length);
    insertBatch.run(
      id,
      parent === null ? null : formatId('SKU', parent),
      batchName(random, parent === null ? null : (skuNames[parent - 1] as string), month),
      at,
    );
    insertCode.run(id, `L${month}-${batches}`, 'owned');
    if (parent !== null) insertCode.run(id, gtin13(parent), 'associated');
  };

  db.transaction(() => {
    for (let n = 1; n <= BINS; n++) insertBin.run(formatId('BIN', n), START);
  })();
  for (let from = 0; from < rows; from += CHUNK) {
    db.transaction(() => {
      for (let i = from; i < Math.min(from + CHUNK, rows); i++) addRow(i);
    })();
  }
}

/** The catalogue file for this many rows: generated if missing, else brought up to the latest migrations. */
export async function ensureCatalog(rows: number, log: (line: string) => void = console.log): Promise<string> {
  const file = catalogFile(rows);
  if (fs.existsSync(file)) {
    const db = openSqlite(file);
    await migrateToLatest(db);
    await db.destroy();
    return file;
  }
  log(`generating ${rows.toLocaleString('en')} SKUs+batches into ${path.relative(process.cwd(), file)} ...`);
  const { seconds } = await generateCatalog(rows, file);
  log(`  done in ${seconds.toFixed(1)} s`);
  return file;
}

// `tsx bench/generate-data.ts [rows ...]` (re)generates; default 10,000 and 1,000,000 rows.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sizes = process.argv.slice(2).map(Number);
  for (const rows of sizes.length > 0 ? sizes : [10_000, 1_000_000]) {
    const { file, seconds } = await generateCatalog(rows);
    console.log(`${rows.toLocaleString('en')} SKUs+batches: ${path.relative(process.cwd(), file)} in ${seconds.toFixed(1)} s`);
  }
}
