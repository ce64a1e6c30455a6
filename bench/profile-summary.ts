// `tsx bench/profile-summary.ts [file.cpuprofile | folder ...] [--top N]`: where a server's CPU went,
// from the V8 profiles `npm run bench -- <bench> --cpu-prof` writes (bench/data/profiles/ by default).
// Self time per function and per place (a package, a source folder, Node's internals, GC), so the
// biggest costs of a route show without opening DevTools.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { BENCH_DIR, markdownTable } from './lib/results';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const ROOT = path.dirname(BENCH_DIR);

/** The package, source folder or engine part a frame belongs to. */
function placeOf(url: string, name: string): string {
  if (url === '') return name.startsWith('(') ? name : '(native)';
  if (url.startsWith('node:')) return 'node internals';
  const file = url.replace(/^file:\/\//, '');
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
  if (module?.[1]) return module[1];
  const relative = path.relative(ROOT, file);
  return relative.startsWith('..') ? file : path.dirname(relative);
}

const nameOf = ({ callFrame: { functionName, url, lineNumber } }: ProfileNode) => {
  const where = url ? `${path.relative(ROOT, url.replace(/^file:\/\//, ''))}:${lineNumber + 1}` : '';
  return `${functionName || '(anonymous)'} ${where}`.trim();
};

interface Times {
  /** time in the function itself */
  byFunction: Map<string, number>;
  /** time in the function and everything it called: what a caller would save without it */
  inclusive: Map<string, number>;
  byPlace: Map<string, number>;
  totalMs: number;
}

/** Self and inclusive time (ms) by function, and self time by place, over every sample of one profile. */
function timesOf(profile: Profile): Times {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parents = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
  const times: Times = { byFunction: new Map(), inclusive: new Map(), byPlace: new Map(), totalMs: 0 };
  const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
  profile.samples.forEach((id, i) => {
    const node = nodes.get(id);
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    add(times.byFunction, nameOf(node), ms);
    add(times.byPlace, placeOf(node.callFrame.url, node.callFrame.functionName), ms);
    times.totalMs += ms;
    // Each function once per sample, however deep it recurses.
    const onStack = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at);
      if (frame) onStack.add(nameOf(frame));
    }
    for (const name of onStack) add(times.inclusive, name, ms);
  });
  return times;
}

const top = (times: Map<string, number>, total: number, n: number) =>
  [...times]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, ms]) => [name, Math.round(ms), `${((ms / total) * 100).toFixed(1)}%`]);

/** Every .cpuprofile under the given files and folders. */
function profilesIn(targets: string[]): string[] {
  return targets.flatMap((target) => {
    if (!fs.statSync(target).isDirectory()) return [target];
    return fs.readdirSync(target, { recursive: true, encoding: 'utf8' }).flatMap((entry) => {
      const file = path.join(target, entry);
      return file.endsWith('.cpuprofile') ? [file] : [];
    });
  });
}

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' } } });
const n = Number(values.top);
for (const file of profilesIn(positionals.length > 0 ? positionals : [path.join(BENCH_DIR, 'data', 'profiles')])) {
  const { byFunction, inclusive, byPlace, totalMs } = timesOf(JSON.parse(fs.readFileSync(file, 'utf8')) as Profile);
  // tsx's loader thread writes a near-empty profile of its own; only the busy ones say anything.
  if (totalMs < 100) continue;
  console.log(`\n## ${path.relative(ROOT, file)}: ${Math.round(totalMs)} ms busy\n`);
  console.log(markdownTable(['place', 'self ms', 'share'], top(byPlace, totalMs, 15)));
  console.log('');
  console.log(markdownTable(['function', 'self ms', 'share'], top(byFunction, totalMs, n)));
  console.log('');
  // Our own code's functions only: the packages' are better read by place.
  const ours = new Map([...inclusive].filter(([name]) => name.includes(' src/')));
  console.log(markdownTable(['function of src/ (inclusive)', 'ms', 'share'], top(ours, totalMs, n)));
}
