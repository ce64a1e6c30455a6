// `npm run bench [-- [bench ...] [options]]`: runs the benches one after another (never at the
// same time: they would measure each other) and writes bench/results/<name>.json and summary.md.
import { runBinReadBench } from './bin-read';
import { runBundleBench } from './bundle-size';
import { runImportBench } from './import';
import { parseBenchArgs, USAGE, type BenchOptions } from './lib/options';
import { runMemoryBench } from './memory';
import { runMixtureBench } from './mixtures';
import { runRecallBench } from './recall';
import { runSearchBench } from './search';
import { runStepRunBench } from './step-runs';
import { runStockBench } from './stock-throughput';
import { runTraceBench } from './trace';

const BENCHES: Record<string, (options: BenchOptions) => Promise<unknown>> = {
  // --quick searches the 10,000-row catalogue only: the 1,000,000-row one takes minutes to generate the first time.
  search: (options) =>
    runSearchBench({
      log: options.log,
      postgresUrl: options.postgresUrl,
      before: options.before,
      ...(options.quick && { sizes: [10_000], queriesPerCategory: 50, rounds: 1 }),
    }),
  stock: runStockBench,
  mixtures: runMixtureBench,
  'step-runs': runStepRunBench,
  'bin-read': runBinReadBench,
  trace: runTraceBench,
  recall: runRecallBench,
  import: runImportBench,
  bundle: runBundleBench,
  memory: runMemoryBench,
};

const { benches, options } = parseBenchArgs(process.argv.slice(2));
const unknown = benches.filter((name) => !(name in BENCHES));
if (unknown.length > 0) {
  console.error(`unknown bench: ${unknown.join(', ')}\n\n${USAGE}`);
  process.exit(2);
}

const failed: string[] = [];
for (const name of benches.length > 0 ? benches : Object.keys(BENCHES)) {
  const started = Date.now();
  try {
    await BENCHES[name]?.(options);
  } catch (error) {
    // One broken bench must not hide the others' figures; the exit code still says it failed.
    failed.push(name);
    console.error(`${name}: FAILED`, error);
  }
  options.log(`${name}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
if (failed.length > 0) {
  console.error(`failed: ${failed.join(', ')}`);
  process.exitCode = 1;
}
