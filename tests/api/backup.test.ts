import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { backupSqlite } from '../../src/server/db/backup';
import { openSqlite, type DB } from '../../src/server/db/connect';
import { migrateToLatest } from '../../src/server/db/migrate';
import { MICRO } from '../../src/server/stock-core/quantities';
import { findLedgerMismatches } from '../../src/server/features/stock/invariant';
import { BinResource } from '../../src/shared/contract/bins';
import { freshDatabase, testDialect } from '../support/databases';
import { cleanUpAfterEach } from '../support/cleanups';
import { startServer } from '../support/server-process';

/**
 * Backs up the database of a real server process while receives and moves keep arriving,
 * restores the copy the way the README says and serves from it; and runs `npm run backup`.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BINS = ['BIN610001', 'BIN610002', 'BIN610003', 'BIN610004'];
const SKU = 'SKU610001';
const WORKERS = 8;
const ACKS_BEFORE_BACKUP = 40;
const ACKS_AFTER_BACKUP = 20;

interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** The backup CLI as `npm run backup` runs it, with the given environment on top of an SQLite one. */
function runBackupCli(args: string[], env: Record<string, string>): Promise<CliRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/db/backup-cli.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

async function send(url: string, method: 'POST' | 'PUT', body: unknown): Promise<Response> {
  return fetch(url, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

async function expectOk(response: Response, what: string): Promise<void> {
  const text = await response.text();
  expect(response.ok, `${what}: ${response.status} ${text}`).toBe(true);
}

interface Ack {
  /** the movement's note, to find its ledger row */
  tag: string;
  sentAfterBackup: boolean;
}

let serial = 0;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

/** Receives and moves from WORKERS concurrent clients until stopped; records every acknowledged one. */
class StockWriter {
  readonly acks: Ack[] = [];
  /** Set once the backup has finished: writes sent from then on cannot be in it. */
  backupDone = false;
  private stopped = false;
  private readonly waiters: { done: (acks: Ack[]) => boolean; resolve: () => void }[] = [];
  private readonly workers: Promise<void>;

  constructor(private readonly url: string) {
    this.workers = Promise.all(Array.from({ length: WORKERS }, () => this.work())).then(() => undefined);
  }

  /** Resolves once `done` holds for the acknowledged writes; rejects if a writer failed first. */
  until(done: (acks: Ack[]) => boolean): Promise<void> {
    const reached = new Promise<void>((resolve) => this.waiters.push({ done, resolve }));
    const failed = this.workers.then(() => Promise.reject(new Error('the writers stopped before the condition held')));
    return Promise.race([reached, failed]);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.workers;
  }

  private async work(): Promise<void> {
    while (!this.stopped) {
      const sentAfterBackup = this.backupDone;
      const tag = `backup-${++serial}`;
      const bin = pick(BINS);
      const response =
        Math.random() < 0.6
          ? await send(`${this.url}/api/bin/${bin}/contents`, 'POST', { id: SKU, quantity: 1 + (serial % 5), note: tag })
          : await send(`${this.url}/api/bin/${bin}/contents/move`, 'PUT', {
              id: SKU,
              destination: pick(BINS.filter((b) => b !== bin)),
              quantity: 1 + (serial % 3),
              note: tag,
            });
      const text = await response.text();
      if (response.ok) this.recordAck({ tag, sentAfterBackup });
      else if (response.status !== 409) throw new Error(`${response.status} ${text}`);
    }
  }

  private recordAck(ack: Ack): void {
    this.acks.push(ack);
    for (const waiter of this.waiters.filter((w) => w.done(this.acks))) {
      this.waiters.splice(this.waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }
}

async function tagsIn(db: DB, tags: string[]): Promise<Set<string>> {
  const rows = await db.selectFrom('movements').select('note').where('note', 'in', tags).execute();
  return new Set(rows.map((row) => String(row.note)));
}

describe('the backup command', () => {
  it('refuses a PostgreSQL configuration and points to pg_dump', async () => {
    const destination = path.join(os.tmpdir(), `lotline-refused-${process.pid}.db`);
    const run = await runBackupCli([destination], { DATABASE_URL: 'postgres://lotline@127.0.0.1:5432/lotline' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('DATABASE_URL is set');
    expect(run.stderr).toContain('pg_dump');
    expect(fs.existsSync(destination)).toBe(false);
  });
});

// The backup copies an SQLite file; a PostgreSQL database is pg_dump's to back up.
describe.skipIf(testDialect() === 'postgres')('a backup of a running SQLite server', () => {
  const { defer, track } = cleanUpAfterEach();

  /** A server on a fresh database with stock in BINS, receiving and moving it from WORKERS clients. */
  async function busyServer() {
    const database = await freshDatabase(inject('sqliteTemplate'));
    defer(() => database.drop());
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-backup-'));
    defer(async () => fs.rmSync(folder, { recursive: true, force: true }));
    const server = track(await startServer(database.env));
    for (const id of BINS) await expectOk(await send(`${server.url}/api/bins`, 'POST', { id }), `create ${id}`);
    await expectOk(await send(`${server.url}/api/skus`, 'POST', { id: SKU, name: 'Backup test SKU' }), `create ${SKU}`);
    for (const bin of BINS)
      await expectOk(await send(`${server.url}/api/bin/${bin}/contents`, 'POST', { id: SKU, quantity: 1000 }), `stock ${bin}`);
    const writer = new StockWriter(server.url);
    defer(() => writer.stop());
    await writer.until((acks) => acks.length >= ACKS_BEFORE_BACKUP);
    return { database, livePath: database.env.SQLITE_PATH as string, folder, server, writer };
  }

  it('is a consistent snapshot taken while writes go on, and a server restored from it serves it', async () => {
    const { database, livePath, folder, server, writer } = await busyServer();
    const backupFile = path.join(folder, 'lotline-backup.db');

    // In process, so the acknowledged writes are taken right as the copy starts.
    const ackedBeforeBackup = writer.acks.map((ack) => ack.tag);
    const result = await backupSqlite(livePath, backupFile);
    writer.backupDone = true;
    await writer.until((acks) => acks.filter((ack) => ack.sentAfterBackup).length >= ACKS_AFTER_BACKUP);
    const binAfterBackup = 'BIN610099';
    await expectOk(await send(`${server.url}/api/bins`, 'POST', { id: binAfterBackup }), 'create a bin after the backup');
    await writer.stop();

    expect(result).toEqual({ file: backupFile, bytes: fs.statSync(backupFile).size, integrity: ['ok'] });
    expect(fs.readdirSync(folder), 'the backup is one file, with no -wal or -shm beside it').toEqual(['lotline-backup.db']);
    const sentAfter = writer.acks.filter((ack) => ack.sentAfterBackup).map((ack) => ack.tag);
    expect((await tagsIn(database.db, sentAfter)).size, 'the live database holds the writes sent after the backup').toBe(sentAfter.length);

    // Restore as the README says, from the hardest state: a server that died leaves its -wal
    // behind, and replaying that over the restored file would bring back later writes.
    await database.db.destroy();
    server.kill('SIGKILL');
    await server.exited;
    expect(fs.existsSync(`${livePath}-wal`)).toBe(true);
    fs.copyFileSync(backupFile, livePath);
    for (const suffix of ['-wal', '-shm']) fs.rmSync(livePath + suffix, { force: true });
    const restored = track(await startServer(database.env));

    const copy = openSqlite(backupFile);
    defer(() => copy.destroy());
    await migrateToLatest(copy);
    expect((await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy)).rows).toEqual([{ integrity_check: 'ok' }]);
    expect(await findLedgerMismatches(copy)).toEqual([]);
    const inCopy = await tagsIn(
      copy,
      writer.acks.map((ack) => ack.tag),
    );
    expect(
      ackedBeforeBackup.filter((tag) => !inCopy.has(tag)),
      'writes acknowledged before the backup, missing from it',
    ).toEqual([]);
    expect(
      sentAfter.filter((tag) => inCopy.has(tag)),
      'writes sent after the backup, found in it',
    ).toEqual([]);

    await expectOk(await fetch(`${restored.url}/api/status`), 'status');
    const contents = await copy.selectFrom('bin_contents').select(['bin_id', 'quantity']).where('item_id', '=', SKU).execute();
    for (const bin of BINS) {
      const response = await fetch(`${restored.url}/api/bin/${bin}`);
      expect(response.status).toBe(200);
      const expected = contents.find((row) => row.bin_id === bin)?.quantity ?? 0;
      expect(BinResource.parse(await response.json()).state.contents).toEqual({ [SKU]: expected / MICRO });
    }
    expect((await fetch(`${restored.url}/api/bin/${binAfterBackup}`)).status).toBe(404);
  });

  it('npm run backup copies the configured database while it is written, reports the copy and never overwrites one', async () => {
    const { database, folder, writer } = await busyServer();
    const backupFile = path.join(folder, 'lotline-backup.db');

    const run = await runBackupCli([backupFile], database.env);
    const written = fs.readFileSync(backupFile);
    const again = await runBackupCli([backupFile], database.env);
    await writer.stop();

    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toContain(`to ${backupFile} (`);
    expect(run.stdout).toContain(`${written.length} bytes); integrity check: ok`);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`${backupFile} already exists`);
    expect(fs.readFileSync(backupFile).equals(written), 'the first backup is left as it was').toBe(true);

    const copy = openSqlite(backupFile);
    defer(() => copy.destroy());
    expect(await findLedgerMismatches(copy)).toEqual([]);
  });
});
