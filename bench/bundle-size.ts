import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseBenchArgs, type BenchOptions } from './lib/options';
import { verdict } from './lib/report';
import { BENCH_DIR, markdownTable, writeResult, writeSummarySection } from './lib/results';
import { bytesBySource, packageOf, type SourceMapLike } from './lib/sourcemap-bytes';

const ROOT = path.dirname(BENCH_DIR);
const TARGET_KB = 150;
const LAZY_REPORT_KB = 20;
/** The home route's screen: the router loads it lazily, but a visit to / needs it before anything shows. */
const HOME_SCREEN = 'src/client/features/home/home-screen.tsx';
/** Packages that must only load when used: camera scanning and label rendering. */
const HEAVY = ['@zxing/browser', '@zxing/library', 'bwip-js'] as const;
/** kB as Vite prints them: 1,000 bytes. */
const kb = (bytes: number) => Math.round(bytes / 10) / 100;
// Level 9, as gzip-size and bundlesize measure; a server's level 6 differs by about 1%.
const gzipped = (file: string) => gzipSync(fs.readFileSync(file), { level: 9 }).length;

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/**
 * Builds the client into a scratch folder with a manifest and source maps, so the bench
 * neither changes vite.config.ts nor replaces the dist/client that tests and servers use.
 */
function build(outDir: string): void {
  const vite = path.join(ROOT, 'node_modules', '.bin', 'vite');
  const result = spawnSync(vite, ['build', '--manifest', '--sourcemap', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`vite build failed (${result.status}):\n${result.stderr}\n${result.stdout}`);
}

/** Every chunk a key pulls in through static imports, itself included (dynamic imports load later, on use). */
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  if (!manifest[key]) throw new Error(`manifest has no chunk ${key}`);
  into.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(manifest, child, into);
  return into;
}

/** The module script and modulepreload links of the built index.html: what the browser fetches before any route. */
function htmlScripts(html: string): string[] {
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const isModule = /type="module"/.test(tag) || /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    return isModule && url ? [url] : [];
  });
}

interface ChunkFigures {
  file: string;
  /** Source module for route and vendor entries, or Rolldown's chunk name. */
  name: string;
  bytes: number;
  gzip_bytes: number;
  /** Largest contributors, in generated (minified, not gzipped) bytes. */
  top_sources: { package: string; bytes: number }[];
  packages: string[];
}

function chunkFigures(outDir: string, file: string, label: string): ChunkFigures {
  const full = path.join(outDir, file);
  const code = fs.readFileSync(full, 'utf8');
  const mapFile = `${full}.map`;
  const bySource = fs.existsSync(mapFile)
    ? bytesBySource(code, JSON.parse(fs.readFileSync(mapFile, 'utf8')) as SourceMapLike)
    : new Map<string, number>();
  const byPackage = new Map<string, number>();
  for (const [source, bytes] of bySource) byPackage.set(packageOf(source), (byPackage.get(packageOf(source)) ?? 0) + bytes);
  const ranked = [...byPackage].sort((a, b) => b[1] - a[1]);
  return {
    file,
    name: label,
    bytes: Buffer.byteLength(code),
    gzip_bytes: gzipped(full),
    top_sources: ranked.slice(0, 5).map(([pkg, bytes]) => ({ package: pkg, bytes })),
    packages: ranked.map(([pkg]) => pkg).filter((pkg) => !pkg.startsWith('(app)')),
  };
}

interface BundleResult {
  how: string;
  build_seconds: number;
  html_matches_manifest: boolean;
  html_scripts: string[];
  initial_js: { files: number; bytes: number; gzip_bytes: number; gzip_kb: number; chunks: (ChunkFigures & { loaded_by: string })[] };
  initial_css_gzip_bytes: number;
  lazy_chunks_over_20kb_gzip: ChunkFigures[];
  lazy_js_total_gzip_bytes: number;
  heavy_packages: Record<(typeof HEAVY)[number], { in_initial: boolean; lazy_chunks: string[] }>;
  targets: { initial_js_gzip_kb: number; heavy_packages_in_initial: boolean };
  ok: boolean;
}

export async function runBundleBench(options: Pick<BenchOptions, 'log'>): Promise<BundleResult> {
  const { log } = options;
  const outDir = path.join(BENCH_DIR, 'data', `bundle-${process.pid}`);
  log('bundle: vite build (manifest and source maps) into a scratch folder');
  const started = Date.now();
  try {
    build(outDir);
    const buildSeconds = (Date.now() - started) / 1000;
    const manifest = JSON.parse(fs.readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
    if (!entryKey) throw new Error('manifest has no entry');
    const homeKey = Object.keys(manifest).find((key) => manifest[key]?.src === HOME_SCREEN);
    if (!homeKey) throw new Error(`manifest has no chunk for ${HOME_SCREEN}: has the home route moved?`);

    const entrySet = staticClosure(manifest, entryKey);
    const homeSet = staticClosure(manifest, homeKey, new Set(entrySet));
    const fileOf = (key: string) => (manifest[key] as ManifestChunk).file;
    const labelOf = (key: string) => manifest[key]?.src ?? manifest[key]?.name ?? key;

    // The manifest and index.html must agree on what loads first; a difference means this bench reads the build wrongly.
    const fromHtml = htmlScripts(fs.readFileSync(path.join(outDir, 'index.html'), 'utf8')).sort();
    const fromManifest = [...entrySet].map(fileOf).sort();
    const htmlMatchesManifest = JSON.stringify(fromHtml) === JSON.stringify(fromManifest);

    const initial = [...homeSet].map((key) => ({
      ...chunkFigures(outDir, fileOf(key), labelOf(key)),
      loaded_by: entrySet.has(key) ? 'index.html' : 'home route',
    }));
    initial.sort((a, b) => b.gzip_bytes - a.gzip_bytes);
    const initialFiles = new Set(initial.map((chunk) => chunk.file));
    const cssFiles = [...new Set([...homeSet].flatMap((key) => manifest[key]?.css ?? []))];
    const initialCssGzip = cssFiles.reduce((sum, file) => sum + gzipped(path.join(outDir, file)), 0);

    const labelByFile = new Map(Object.keys(manifest).map((key) => [fileOf(key), labelOf(key)]));
    const allJs = fs
      .readdirSync(path.join(outDir, 'assets'))
      .filter((file) => file.endsWith('.js'))
      .map((file) => `assets/${file}`);
    const lazy = allJs.filter((file) => !initialFiles.has(file)).map((file) => chunkFigures(outDir, file, labelByFile.get(file) ?? file));
    lazy.sort((a, b) => b.gzip_bytes - a.gzip_bytes);

    const heavy = Object.fromEntries(
      HEAVY.map((pkg) => [
        pkg,
        {
          in_initial: initial.some((chunk) => chunk.packages.includes(pkg)),
          lazy_chunks: lazy.filter((chunk) => chunk.packages.includes(pkg)).map((chunk) => chunk.file),
        },
      ]),
    ) as Record<(typeof HEAVY)[number], { in_initial: boolean; lazy_chunks: string[] }>;

    const initialGzip = initial.reduce((sum, chunk) => sum + chunk.gzip_bytes, 0);
    const result: BundleResult = {
      how: `vite build --manifest --sourcemap into a scratch folder; home route = index.html's module script and modulepreloads (the entry's static imports) plus ${HOME_SCREEN} and its static imports; each file gzipped at level 9 and summed; kB = 1000 bytes`,
      build_seconds: buildSeconds,
      html_matches_manifest: htmlMatchesManifest,
      html_scripts: fromHtml,
      initial_js: {
        files: initial.length,
        bytes: initial.reduce((sum, chunk) => sum + chunk.bytes, 0),
        gzip_bytes: initialGzip,
        gzip_kb: kb(initialGzip),
        chunks: initial,
      },
      initial_css_gzip_bytes: initialCssGzip,
      lazy_chunks_over_20kb_gzip: lazy.filter((chunk) => chunk.gzip_bytes > LAZY_REPORT_KB * 1000),
      lazy_js_total_gzip_bytes: lazy.reduce((sum, chunk) => sum + chunk.gzip_bytes, 0),
      heavy_packages: heavy,
      targets: { initial_js_gzip_kb: TARGET_KB, heavy_packages_in_initial: false },
      ok: htmlMatchesManifest,
    };
    const json = writeResult('bundle', result);
    const summary = writeSummarySection('bundle', summaryOf(result));
    log(
      `bundle: home route initial JS ${kb(initialGzip)} kB gzipped in ${initial.length} files; wrote ${path.relative(process.cwd(), json)} and ${path.relative(process.cwd(), summary)}`,
    );
    if (!htmlMatchesManifest)
      throw new Error(`bundle: index.html loads ${fromHtml.join(', ')} but the manifest's entry set is ${fromManifest.join(', ')}`);
    return result;
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true });
  }
}

function summaryOf(r: BundleResult): string {
  const top = (chunk: ChunkFigures) =>
    chunk.top_sources
      .slice(0, 3)
      .map((s) => `${s.package} ${kb(s.bytes)}`)
      .join(', ');
  const heavyLines = Object.entries(r.heavy_packages).map(
    ([pkg, where]) =>
      `- ${pkg} in the initial set: ${where.in_initial ? '**yes**' : 'no'}${where.lazy_chunks.length > 0 ? `; loaded on use from ${where.lazy_chunks.join(', ')}` : '; not in any client chunk'}`,
  );
  const lazy = r.lazy_chunks_over_20kb_gzip;
  return [
    '## Client bundle (home route)',
    '',
    `Built ${new Date().toISOString()} in ${r.build_seconds} s; Node ${process.version}. ${r.how}.`,
    '',
    `Initial JavaScript of \`/\`: **${r.initial_js.gzip_kb} kB gzipped** (${kb(r.initial_js.bytes)} kB minified) in ${r.initial_js.files} files; initial CSS ${kb(r.initial_css_gzip_bytes)} kB gzipped (not counted).`,
    '',
    markdownTable(
      ['file', 'chunk', 'loaded by', 'gzip kB', 'min kB', 'largest parts (min kB)'],
      r.initial_js.chunks.map((chunk) => [chunk.file, chunk.name, chunk.loaded_by, kb(chunk.gzip_bytes), kb(chunk.bytes), top(chunk)]),
    ),
    '',
    `Lazy chunks over ${LAZY_REPORT_KB} kB gzipped (all lazy JS: ${kb(r.lazy_js_total_gzip_bytes)} kB gzipped):`,
    '',
    lazy.length === 0
      ? '(none)'
      : markdownTable(
          ['file', 'chunk', 'gzip kB', 'min kB', 'largest parts (min kB)'],
          lazy.map((chunk) => [chunk.file, chunk.name, kb(chunk.gzip_bytes), kb(chunk.bytes), top(chunk)]),
        ),
    '',
    `- initial JS ≤ ${TARGET_KB} kB gzipped: ${r.initial_js.gzip_kb} kB, ${verdict(r.initial_js.gzip_kb <= TARGET_KB)}`,
    ...heavyLines,
    `- index.html's scripts match the manifest's entry set: ${r.html_matches_manifest ? 'yes' : '**no**'}`,
  ].join('\n');
}

// `tsx bench/bundle-size.ts`
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await runBundleBench(parseBenchArgs(process.argv.slice(2)).options);
}
