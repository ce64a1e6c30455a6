import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR } from './results';

/** How long and how hard the HTTP and database benches run, and against which database. */
export interface BenchOptions {
  /** Seconds measured per run, after the warm-up. */
  durationS: number;
  /** Seconds of load before measuring, so JIT, caches and connection setup are done. */
  warmupS: number;
  connections: number;
  /** A postgres:// URL whose server gets a fresh database for the run; undefined means embedded SQLite. */
  postgresUrl: string | undefined;
  quick: boolean;
  /** Folder the server processes write V8 CPU profiles to (--cpu-prof), or null. */
  cpuProfileDir: string | null;
  /** Lots of the largest genealogy the trace bench builds and traces (--max-lots), or null for all its sizes. */
  maxLots: number | null;
  /** --before: the run measures the code before a change; its figures go to bench/results/before/ for the next run to compare with. */
  before: boolean;
  log: (line: string) => void;
}

export const DEFAULTS = { durationS: 10, warmupS: 3, connections: 32 } as const;
/** A smoke run: every path exercised, figures too short to compare. */
export const QUICK = { durationS: 2, warmupS: 0.5 } as const;
/** The local test server's database (.ci/run creates it); the bench only connects there to create its own. */
export const LOCAL_POSTGRES = 'postgres://lotline:lotline@127.0.0.1:5432/lotline_test';

export interface ParsedArgs {
  benches: string[];
  options: BenchOptions;
}

const number = (value: string | undefined, name: string, fallback: number): number => {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isFinite(parsed) || parsed <= 0) throw new Error(`--${name} must be a positive number, got ${value}`);
  return parsed;
};

export function parseBenchArgs(argv: string[], env: NodeJS.ProcessEnv = process.env): ParsedArgs {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      quick: { type: 'boolean', default: false },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      pg: { type: 'boolean', default: false },
      'cpu-prof': { type: 'boolean', default: false },
      before: { type: 'boolean', default: false },
      'max-lots': { type: 'string' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const base = quick ? QUICK : DEFAULTS;
  const databaseUrl = env.DATABASE_URL?.trim() || undefined;
  return {
    benches: positionals,
    options: {
      durationS: number(values.duration, 'duration', base.durationS),
      warmupS: number(values.warmup, 'warmup', base.warmupS),
      connections: Math.round(number(values.connections, 'connections', DEFAULTS.connections)),
      postgresUrl: databaseUrl ?? (values.pg ? env.TEST_DATABASE_URL?.trim() || LOCAL_POSTGRES : undefined),
      quick,
      cpuProfileDir: values['cpu-prof'] ? path.join(BENCH_DIR, 'data', 'profiles') : null,
      before: values.before ?? false,
      maxLots: values['max-lots'] === undefined ? null : number(values['max-lots'], 'max-lots', 0),
      log: console.log,
    },
  };
}

export const USAGE = `npm run bench [-- [bench ...] [options]]

benches: search, stock, mixtures, step-runs, trace, import, bin-read, bundle, memory (default: all)
options:
  --quick            2 s runs after a 0.5 s warm-up (smoke run; figures not for comparison)
  --duration <s>     seconds measured per HTTP or database run (default ${DEFAULTS.durationS})
  --warmup <s>       seconds of load before measuring (default ${DEFAULTS.warmupS})
  --connections <n>  concurrent HTTP connections (default ${DEFAULTS.connections})
  --pg               PostgreSQL at DATABASE_URL, else TEST_DATABASE_URL, else ${LOCAL_POSTGRES};
                     DATABASE_URL alone selects it too. The bench makes and drops its own database there.
  --cpu-prof         each HTTP server process writes a V8 CPU profile to bench/data/profiles/
                     (open in Chrome DevTools or speedscope; tsx bench/profile-summary.ts lists the top costs)
  --max-lots <n>     trace only genealogies of at most n lots (generating 100,000 lots on PostgreSQL takes minutes)
  --before           this run measures the code before a change: figures go to bench/results/before/
                     and summary.md is left alone; later runs show them beside their own`;
