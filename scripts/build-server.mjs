#!/usr/bin/env node
// `npm run build:server`: compiles the server, and what it imports from src/shared, into
// dist/server/ as ESM JavaScript, so `npm start` runs without a TypeScript loader.
//   node scripts/build-server.mjs [out-dir]
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';
import { ROOT } from './lib/process.mjs';

export const SERVER_OUT_DIR = path.join(ROOT, 'dist/server');

/** Programs the build makes: `<name>.js` in the output folder runs `<source>`. */
export const SERVER_ENTRIES = { main: 'src/server/main.ts', 'load-demo': 'src/server/demo/load-demo.ts' };

/**
 * Packages bundled into the build instead of loaded from node_modules: both are ES modules of
 * hundreds of files, and Node keeps each module's record and compiled code, so loading them
 * file by file cost the idle server 11 MB (kysely) and 5 MB (zod) more than one bundled file
 * (bench/memory.ts). Neither holds native code or reads its own files at run time.
 */
const BUNDLED_PACKAGES = new Set(['kysely', 'zod']);

/**
 * zod's `locales` export carries its messages in some fifty languages, 360 KB of source that the
 * idle server held (0.9 MB of heap) and never used: the server answers in English, zod's default.
 * The build gives that export English only.
 */
const englishOnlyZod = {
  name: 'english-only-zod',
  setup(build) {
    build.onLoad({ filter: /[\\/]zod[\\/]v4[\\/]locales[\\/]index\.js$/ }, (args) => ({
      contents: 'export { default as en } from "./en.js";',
      resolveDir: path.dirname(args.path),
    }));
  },
};

/** Every other package stays in node_modules, subpath imports included. */
function externalPackages() {
  const { dependencies = {} } = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  return Object.keys(dependencies)
    .filter((name) => !BUNDLED_PACKAGES.has(name))
    .flatMap((name) => [name, `${name}/*`]);
}

/**
 * Bundles our code (and BUNDLED_PACKAGES), leaving other packages to node_modules. Migrations are imported by
 * src/server/db/migrate.ts, so they are bundled with it and need no folder at run time.
 * Dynamic imports become chunks of their own, so what the server loads on first use (the
 * label renderers) stays out of memory until then. The output folder must lie inside the
 * project: Node finds the packages by walking up from it to node_modules.
 */
export async function buildServer(outDir = SERVER_OUT_DIR) {
  fs.rmSync(outDir, { recursive: true, force: true });
  await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: SERVER_ENTRIES,
    outdir: outDir,
    bundle: true,
    splitting: true,
    external: externalPackages(),
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
    plugins: [englishOnlyZod],
  });
  return outDir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? SERVER_OUT_DIR);
  await buildServer(outDir).catch(() => process.exit(1));
}
