import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blankDatabase, type FreshDatabase } from '../support/databases';
import { freePort } from '../support/free-port';

/**
 * `npm start` runs the server compiled by scripts/build-server.mjs. This builds it into a
 * scratch folder and runs it on a database without a schema, so the bundle must carry its
 * migrations, find its packages, and load its lazy chunks.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Inside the project, as the real output is: Node finds the packages by walking up to node_modules.
const OUT = path.join(ROOT, '.tmp', `compiled-server-${process.pid}`);

function build(): void {
  const result = spawnSync(process.execPath, ['scripts/build-server.mjs', OUT], { cwd: ROOT, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0);
}

/** Packages a built file loads before it runs: its static imports, followed through our chunks. */
function staticPackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  for (const [, specifier = ''] of fs.readFileSync(file, 'utf8').matchAll(/^import\s[^;]*?["']([^"']+)["'];/gm)) {
    if (specifier.startsWith('.')) for (const name of staticPackages(path.resolve(path.dirname(file), specifier), seen)) packages.add(name);
    else packages.add(specifier);
  }
  return packages;
}

interface Server {
  child: ChildProcess;
  origin: string;
}

function startCompiled(env: Record<string, string>): Promise<Server> {
  const child = spawn(process.execPath, [path.join(OUT, 'main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: '0',
      // HTTPS off: the default 8443 may be taken by another run on this machine.
      HTTPS_PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      STATIC_DIR: path.join(OUT, 'no-client'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const origin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (origin) resolve({ child, origin });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`compiled server exited (code ${code}) before listening:\n${output}`)));
  });
}

async function stop({ child }: Server): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  return exited;
}

describe('the compiled server', () => {
  const databases: FreshDatabase[] = [];
  const blank = async () => {
    const database = await blankDatabase();
    databases.push(database);
    return database;
  };

  beforeAll(build);
  afterAll(async () => {
    for (const database of databases) await database.drop();
    fs.rmSync(OUT, { recursive: true, force: true });
  });

  it('keeps the label renderers out of what the server loads at start', () => {
    const atStart = staticPackages(path.join(OUT, 'main.js'));
    expect(atStart).toContain('fastify');
    expect(atStart).not.toContain('pdf-lib');
    expect(atStart).not.toContain('bwip-js/node');
    expect(atStart).not.toContain('@peculiar/x509');
  });

  it('makes its local CA and server certificate from its lazy chunks on first start, and serves HTTPS with them', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-compiled-tls-'));
    const port = await freePort();
    const server = await startCompiled({ ...(await blank()).env, DATA_DIR: dataDir, HTTPS_PORT: String(port) });
    try {
      const ca = fs.readFileSync(path.join(dataDir, 'tls', 'ca.pem'), 'utf8');
      const status = await new Promise<number | undefined>((resolve, reject) =>
        https
          .get({ host: '127.0.0.1', port, servername: 'localhost', path: '/api/status', ca }, (answer) => {
            answer.resume();
            resolve(answer.statusCode);
          })
          .on('error', reject),
      );
      expect(status).toBe(200);
    } finally {
      expect(await stop(server)).toBe(0);
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('migrates an empty database, answers the API and renders labels from its lazy chunks', async () => {
    const server = await startCompiled((await blank()).env);
    try {
      expect((await fetch(`${server.origin}/api/status`)).status).toBe(200);
      const created = await fetch(`${server.origin}/api/bins`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: 'BIN700001' }),
      });
      expect(created.status).toBe(201);
      const pdf = await fetch(`${server.origin}/api/labels.pdf?ids=BIN700001`);
      expect(pdf.status).toBe(200);
      expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
      const zpl = await fetch(`${server.origin}/api/labels.zpl?ids=BIN700001`);
      expect(await zpl.text()).toContain('^XA');
    } finally {
      expect(await stop(server)).toBe(0);
    }
  });

  it('loads the demo data with the compiled loader', async () => {
    const { env } = await blank();
    const result = spawnSync(process.execPath, [path.join(OUT, 'load-demo.js')], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/^Demo data loaded into .+: \d+ bins/);
  });
});
