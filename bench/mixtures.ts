import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { DB } from '../src/server/db/connect';
import { formatId } from '../src/shared/labels';
import { seedThroughApi } from './lib/api-seed';
import { runOneCallBench } from './lib/one-call-bench';
import { parseBenchArgs, type BenchOptions } from './lib/options';

const TARGET_DRAWS = 2000;
// Mixtures spread over bins as a busy blending room's are, each log growing to the size a
// day of draws gives: a draw's cost must not grow with it (the answer carries the newest entries).
const SHAPE = { bins: 8, mixtures: 256, components: 10 };
/** Units of each component: far more than the run's draws of DRAW_UNITS can take. */
const UNITS_EACH = 100;
const DRAW_UNITS = 0.001;
// Ids far from the ones a person or the demo would pick, so a bench database reads as one.
const FIRST = 900_001;

/** Bins, one SKU, and mixtures of ten batches each, made through the API as users make them. */
const seedMixtures = (db: DB) =>
  seedThroughApi(db, async (post) => {
    const sku = formatId('SKU', FIRST);
    await post('/api/skus', { id: sku, name: 'Bench blend base', unit: 'kg' });
    const bins = Array.from({ length: SHAPE.bins }, (_, i) => formatId('BIN', FIRST + i));
    for (const id of bins) await post('/api/bins', { id });
    const mixtures: string[] = [];
    for (let m = 0; m < SHAPE.mixtures; m++) {
      const bin = bins[m % bins.length] as string;
      const batches = Array.from({ length: SHAPE.components }, (_, c) => formatId('BAT', FIRST + m * SHAPE.components + c));
      for (const id of batches) {
        await post('/api/batches', { id, sku_id: sku });
        await post(`/api/bin/${bin}/contents`, { id, quantity: UNITS_EACH });
      }
      const mix = formatId('MIX', FIRST + m);
      const components = batches.map((batch_id) => ({ batch_id, quantity: UNITS_EACH }));
      await post('/api/mixtures', { mix_id: mix, sku_id: sku, bin_id: bin, components, created_by: 'bench' });
      mixtures.push(mix);
    }
    return mixtures;
  });

/** One draw operation per successful call, and every mixture's components summing to its bin entry. */
async function checkMixtures(db: DB, draws: number): Promise<string[]> {
  const problems: string[] = [];
  const found = await sql<{ n: number | string }>`select count(*) as n from operations where kind = 'mixture-draw'`.execute(db);
  if (Number(found.rows[0]?.n) !== draws) problems.push(`${found.rows[0]?.n} draw operations, expected ${draws}`);
  const drift = await sql<{ id: string; components: number | string; entry: number | string | null }>`
    select m.id, sum(c.qty_remaining) as components,
      (select quantity from bin_contents b where b.bin_id = m.bin_id and b.item_id = m.id) as entry
    from mixtures m join mixture_components c on c.mix_id = m.id group by m.id, m.bin_id`.execute(db);
  for (const row of drift.rows) {
    if (Number(row.components) !== Number(row.entry ?? 0)) problems.push(`${row.id}: components ${row.components}, bin entry ${row.entry}`);
  }
  return problems;
}

export const runMixtureBench = (options: BenchOptions) =>
  runOneCallBench(options, {
    name: 'mixtures',
    title: 'Mixture draws (HTTP)',
    call: 'draw `POST /api/mixture/{id}/draw`',
    calls: 'draws',
    target: TARGET_DRAWS,
    shape: { ...SHAPE, units_per_component: UNITS_EACH, draw_units: DRAW_UNITS },
    described: `Draws of ${DRAW_UNITS} round ${SHAPE.mixtures} mixtures of ${SHAPE.components} components in ${SHAPE.bins} bins; each answers the mixture with its newest log entries.`,
    seed: seedMixtures,
    next: (mixtures) => (n) => ({
      method: 'POST',
      path: `/api/mixture/${mixtures[n % mixtures.length]}/draw`,
      body: { quantity: DRAW_UNITS, created_by: 'bench' },
    }),
    check: checkMixtures,
    checked: 'one operation per draw, components sum to each bin entry',
  });

// `tsx bench/mixtures.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runMixtureBench(parseBenchArgs(process.argv.slice(2)).options);
}
