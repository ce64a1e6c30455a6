import { pathToFileURL } from 'node:url';
import { sql } from 'kysely';
import type { DB } from '../src/server/db/connect';
import { formatId } from '../src/shared/labels';
import { seedThroughApi } from './lib/api-seed';
import type { LoadRequest } from './lib/load';
import { runOneCallBench } from './lib/one-call-bench';
import { parseBenchArgs, type BenchOptions } from './lib/options';

const TARGET_RUNS = 600;
// A run as the issue sizes it: five inputs (four lots and a blend) and three lots made.
// Inputs come from a pool spread over bins, so concurrent runs contend as a plant's line does
// on shared raw materials, not all on one row.
const SHAPE = { bins: 8, lots: 64, mixtures: 16, lotsPerRun: 4, outputs: 3 };
const UNITS_EACH = 1_000_000;
const TAKE = 0.001;
const FIRST = 900_001;
// Produced lot and run ids start above every seeded id.
const FIRST_MADE = 1_000_001;

interface Plant {
  template: string;
  outputSku: string;
  outputBin: string;
  lots: { id: string; bin: string }[];
  mixtures: { id: string; bin: string }[];
}

/** Raw-material lots in bins, blends of some of them, and one template, made through the API. */
const seedPlant = (db: DB) =>
  seedThroughApi(db, async (post): Promise<Plant> => {
    const oil = formatId('SKU', FIRST);
    const outputSku = formatId('SKU', FIRST + 1);
    await post('/api/skus', { id: oil, name: 'Bench oil', unit: 'kg' });
    await post('/api/skus', { id: outputSku, name: 'Bench soap', unit: 'ea' });
    const bins = Array.from({ length: SHAPE.bins + 1 }, (_, i) => formatId('BIN', FIRST + i));
    for (const id of bins) await post('/api/bins', { id });
    const receiveLot = async (id: string, bin: string) => {
      await post('/api/batches', { id, sku_id: oil });
      await post(`/api/bin/${bin}/contents`, { id, quantity: UNITS_EACH });
    };
    const lots = Array.from({ length: SHAPE.lots }, (_, i) => ({ id: formatId('BAT', FIRST + i), bin: bins[i % SHAPE.bins] as string }));
    for (const lot of lots) await receiveLot(lot.id, lot.bin);
    const mixtures: Plant['mixtures'] = [];
    for (let m = 0; m < SHAPE.mixtures; m++) {
      // A blend of two lots received into its bin.
      const bin = bins[m % SHAPE.bins] as string;
      const parts = [formatId('BAT', FIRST + SHAPE.lots + 2 * m), formatId('BAT', FIRST + SHAPE.lots + 2 * m + 1)];
      for (const part of parts) await receiveLot(part, bin);
      const id = formatId('MIX', FIRST + m);
      const components = parts.map((batch_id) => ({ batch_id, quantity: UNITS_EACH }));
      await post('/api/mixtures', { mix_id: id, sku_id: oil, bin_id: bin, components, created_by: 'bench' });
      mixtures.push({ id, bin });
    }
    const template = formatId('TPL', FIRST);
    await post('/api/step-templates', {
      template_id: template,
      name: 'Bench saponify',
      inputs: [{ sku_id: oil, quantity: TAKE * (SHAPE.lotsPerRun + 1) }],
      outputs: [{ sku_id: outputSku, quantity: SHAPE.outputs }],
    });
    return { template, outputSku, outputBin: bins[SHAPE.bins] as string, lots, mixtures };
  });

/** The n-th run: four lots and one blend picked round the pool, three lots made into the output bin. */
const runOf =
  (plant: Plant) =>
  (n: number): LoadRequest => {
    const lots = Array.from(
      { length: SHAPE.lotsPerRun },
      (_, k) => plant.lots[(n * SHAPE.lotsPerRun + k) % plant.lots.length] as Plant['lots'][number],
    );
    const mixture = plant.mixtures[n % plant.mixtures.length] as Plant['mixtures'][number];
    return {
      method: 'POST',
      path: '/api/step-instances',
      body: {
        instance_id: formatId('INS', FIRST_MADE + n),
        template_id: plant.template,
        operator: 'bench',
        consumed: [...lots, mixture].map((input) => ({ resource_id: input.id, quantity: TAKE, bin_id: input.bin })),
        produced: Array.from({ length: SHAPE.outputs }, (_, k) => ({
          batch_id: formatId('BAT', FIRST_MADE + n * SHAPE.outputs + k),
          sku_id: plant.outputSku,
          quantity: 1,
          bin_id: plant.outputBin,
        })),
      },
    };
  };

/** One operation and three new lots per successful run. */
async function checkRuns(db: DB, runs: number): Promise<string[]> {
  const problems: string[] = [];
  const operations = await sql<{ n: number | string }>`select count(*) as n from operations where kind = 'step-run'`.execute(db);
  if (Number(operations.rows[0]?.n) !== runs) problems.push(`${operations.rows[0]?.n} run operations, expected ${runs}`);
  const made = await sql<{ n: number | string }>`select count(*) as n from step_produced`.execute(db);
  if (Number(made.rows[0]?.n) !== runs * SHAPE.outputs) problems.push(`${made.rows[0]?.n} lots produced, expected ${runs * SHAPE.outputs}`);
  return problems;
}

export const runStepRunBench = (options: BenchOptions) =>
  runOneCallBench(options, {
    name: 'step-runs',
    title: 'Production runs (HTTP)',
    call: 'run `POST /api/step-instances`',
    calls: 'runs',
    target: TARGET_RUNS,
    shape: { ...SHAPE, take: TAKE },
    described: `Each run consumes ${TAKE} kg from ${SHAPE.lotsPerRun} lots and 1 blend (of ${SHAPE.lots} lots and ${SHAPE.mixtures} blends in ${SHAPE.bins} bins) and makes ${SHAPE.outputs} new lots in one bin.`,
    seed: seedPlant,
    next: runOf,
    check: checkRuns,
    checked: `one operation and ${SHAPE.outputs} lots per run`,
  });

// `tsx bench/step-runs.ts [options]`, same options as `npm run bench`.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runStepRunBench(parseBenchArgs(process.argv.slice(2)).options);
}
