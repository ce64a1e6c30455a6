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
 * Bundles our code, leaving packages to node_modules. Migrations are imported by
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
    packages: 'external',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    sourcemap: true,
    chunkNames: 'chunks/[name]-[hash]',
    logLevel: 'warning',
  });
  return outDir;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const outDir = path.resolve(process.argv[2] ?? SERVER_OUT_DIR);
  await buildServer(outDir).catch(() => process.exit(1));
}
