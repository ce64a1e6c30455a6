import { sql } from 'kysely';
import { describe, expect, inject, it } from 'vitest';
import { migrateToLatest } from '../../src/server/db/migrate';
import { findLedgerMismatches } from '../../src/server/features/stock/invariant';
import { freshDatabase, testDialect, type FreshDatabase } from '../support/databases';
import { cleanUpAfterEach } from '../support/cleanups';
import { startServer, type ServerProcess } from '../support/server-process';

/**
 * Kills a real server process in the middle of concurrent writes, restarts it on the same
 * database, and checks that nothing acknowledged was lost, nothing was half-written (contents
 * equal the ledger) and the database opens, migrates and serves again.
 */

interface Write {
  method: 'POST' | 'PUT';
  path: string;
  body: Record<string, unknown>;
  /** sent as the note and the Idempotency-Key, so the ledger row can be found */
  tag: string;
  kind: 'bin' | 'receive' | 'release' | 'move';
}

interface Ack extends Write {
  status: number;
  answer: unknown;
}

const BASE_BINS = ['BIN600001', 'BIN600002', 'BIN600003', 'BIN600004'];
const SKU = 'SKU600001';
const CONCURRENCY = 12;
const ACKS_BEFORE_SIGNAL = 80;
const SHUTDOWN_GRACE_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let serial = 0;
const nextTag = () => `crash-${++serial}`;
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

async function send(url: string, write: Write): Promise<Response> {
  return fetch(url + write.path, {
    method: write.method,
    headers: { 'content-type': 'application/json', 'idempotency-key': write.tag },
    body: JSON.stringify(write.body),
    signal: AbortSignal.timeout(15_000),
  });
}

function binWrite(): Write {
  const tag = nextTag();
  return { kind: 'bin', tag, method: 'POST', path: '/api/bins', body: { id: `BIN7${String(serial).padStart(5, '0')}`, props: { tag } } };
}

function randomWrite(): Write {
  const roll = Math.random();
  if (roll < 0.3) return binWrite();
  const tag = nextTag();
  const bin = pick(BASE_BINS);
  if (roll < 0.6) {
    return {
      kind: 'receive',
      tag,
      method: 'POST',
      path: `/api/bin/${bin}/contents`,
      body: { id: SKU, quantity: 1 + (serial % 5), note: tag, operator: 'crash test' },
    };
  }
  if (roll < 0.7) {
    return { kind: 'release', tag, method: 'POST', path: `/api/bin/${bin}/contents`, body: { id: SKU, quantity: -1, note: tag } };
  }
  const destination = pick(BASE_BINS.filter((b) => b !== bin));
  return {
    kind: 'move',
    tag,
    method: 'PUT',
    path: `/api/bin/${bin}/contents/move`,
    body: { id: SKU, destination, quantity: 1 + (serial % 3), note: tag },
  };
}

/** Writes with CONCURRENCY requests in flight until the server goes away; records every success. */
class Workload {
  readonly acks: Ack[] = [];
  inFlight = 0;

  constructor(private readonly url: string) {}

  private async worker(): Promise<void> {
    for (;;) {
      const write = randomWrite();
      this.inFlight++;
      let response: Response;
      try {
        response = await send(this.url, write);
      } catch {
        return; // the connection died with the server: this write's outcome is unknown
      } finally {
        this.inFlight--;
      }
      const answer: unknown = await response.json().catch(() => null);
      if (response.ok) this.acks.push({ ...write, status: response.status, answer });
      else if (response.status === 503)
        return; // closing
      else if (response.status !== 409) throw new Error(`${write.method} ${write.path}: ${response.status} ${JSON.stringify(answer)}`);
    }
  }

  /** Runs the workers; once `acksBeforeSignal` writes succeeded, sends the signal. */
  async runUntilSignal(server: ServerProcess, signal: NodeJS.Signals, acksBeforeSignal: number): Promise<{ inFlightAtSignal: number }> {
    const workers = Array.from({ length: CONCURRENCY }, () => this.worker());
    let inFlightAtSignal = -1;
    const trigger = (async () => {
      const deadline = Date.now() + 30_000;
      while (this.acks.length < acksBeforeSignal && Date.now() < deadline) await sleep(2);
      inFlightAtSignal = this.inFlight;
      server.kill(signal);
    })();
    await trigger;
    await Promise.all(workers);
    return { inFlightAtSignal };
  }
}

async function expectOk(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  expect(response.ok, `${what}: ${response.status} ${text}`).toBe(true);
  return text ? (JSON.parse(text) as unknown) : null;
}

/** Base bins and a SKU with stock to move around. */
async function seed(url: string): Promise<void> {
  for (const id of BASE_BINS) {
    await expectOk(
      await fetch(`${url}/api/bins`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id }) }),
      `create ${id}`,
    );
  }
  const sku = await fetch(`${url}/api/skus`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ id: SKU, name: 'Crash test SKU' }),
  });
  await expectOk(sku, `create ${SKU}`);
  for (const bin of BASE_BINS) {
    const write: Write = {
      kind: 'receive',
      tag: nextTag(),
      method: 'POST',
      path: `/api/bin/${bin}/contents`,
      body: { id: SKU, quantity: 200 },
    };
    await expectOk(await send(url, write), `seed ${bin}`);
  }
}

/** Restarts on the same database and checks that it is whole and holds every acknowledged write. */
async function expectRecovered(
  database: FreshDatabase,
  acks: Ack[],
  track: (server: ServerProcess) => ServerProcess,
): Promise<ServerProcess> {
  const { db } = database;
  // The server migrates on start, so a start that listens means the database opened and migrated.
  const server = track(await startServer(database.env));
  await migrateToLatest(db);
  if (testDialect() === 'sqlite') {
    const check = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
    expect(check.rows).toEqual([{ integrity_check: 'ok' }]);
  }

  expect(await findLedgerMismatches(db)).toEqual([]);

  const ackedBins = acks.filter((a) => a.kind === 'bin').map((a) => String(a.body.id));
  const ackedMovements = acks.filter((a) => a.kind !== 'bin').map((a) => a.tag);
  if (ackedBins.length > 0) {
    const found = await db.selectFrom('bins').select('id').where('id', 'in', ackedBins).execute();
    expect(found.map((row) => row.id).sort()).toEqual([...ackedBins].sort());
  }
  if (ackedMovements.length > 0) {
    const rows = await db
      .selectFrom('movements')
      .select(['note', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('note', 'in', ackedMovements)
      .groupBy('note')
      .execute();
    const counts = new Map(rows.map((row) => [row.note, Number(row.n)]));
    const missing = ackedMovements.filter((tag) => counts.get(tag) !== 1);
    expect(missing, 'acknowledged stock changes without exactly one ledger row').toEqual([]);
  }

  // It serves again: reads, new writes, and a retry of an acknowledged write is answered
  // from the stored key without changing anything a second time.
  await expectOk(await fetch(`${server.url}/api/status`), 'status');
  if (ackedBins[0]) await expectOk(await fetch(`${server.url}/api/bin/${ackedBins[0]}`), `read ${ackedBins[0]}`);
  await expectOk(await send(server.url, binWrite()), 'create a bin after restart');
  // Every entry the dead process was changing is free again: on PostgreSQL its open
  // transactions must have rolled back and released their row locks, or this times out.
  for (const bin of BASE_BINS) {
    const write: Write = {
      kind: 'receive',
      tag: nextTag(),
      method: 'POST',
      path: `/api/bin/${bin}/contents`,
      body: { id: SKU, quantity: 1 },
    };
    await expectOk(await send(server.url, write), `receive into ${bin} after restart`);
  }
  const retried = acks.find((a) => a.kind === 'receive');
  if (!retried) throw new Error('no acknowledged receive to retry');
  const replay = await send(server.url, retried);
  expect(replay.status).toBe(retried.status);
  expect(await replay.json()).toEqual(retried.answer);
  const rows = await db.selectFrom('movements').select('id').where('note', '=', retried.tag).execute();
  expect(rows).toHaveLength(1);
  return server;
}

describe(`a server process stopped in the middle of writes (${testDialect()})`, () => {
  const { defer, track } = cleanUpAfterEach();

  async function setUp(): Promise<{ database: FreshDatabase; server: ServerProcess }> {
    const database = await freshDatabase(inject('sqliteTemplate'));
    defer(() => database.drop());
    const server = track(await startServer(database.env));
    await seed(server.url);
    return { database, server };
  }

  it('loses no acknowledged write and keeps contents equal to the ledger after SIGKILL', async () => {
    const { database, server } = await setUp();
    const workload = new Workload(server.url);
    const { inFlightAtSignal } = await workload.runUntilSignal(server, 'SIGKILL', ACKS_BEFORE_SIGNAL);

    expect(await server.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(inFlightAtSignal, 'writes were in flight when the process died').toBeGreaterThan(0);
    expect(workload.acks.length).toBeGreaterThanOrEqual(ACKS_BEFORE_SIGNAL);

    await expectRecovered(database, workload.acks, track);
  });

  it('finishes in-flight writes and exits 0 on SIGTERM, then starts again on the same database', async () => {
    const { database, server } = await setUp();
    const workload = new Workload(server.url);
    const { inFlightAtSignal } = await workload.runUntilSignal(server, 'SIGTERM', ACKS_BEFORE_SIGNAL);

    // A clean shutdown is prompt: keep-alive connections must not hold the process open.
    const exit = await Promise.race([
      server.exited,
      sleep(SHUTDOWN_GRACE_MS).then(() => `still running ${SHUTDOWN_GRACE_MS} ms after SIGTERM`),
    ]);
    expect(exit, server.output().slice(-2000)).toEqual({ code: 0, signal: null });
    expect(inFlightAtSignal).toBeGreaterThan(0);
    expect(server.output()).toContain('shutting down');

    const restarted = await expectRecovered(database, workload.acks, track);
    restarted.kill('SIGTERM');
    expect(await Promise.race([restarted.exited, sleep(SHUTDOWN_GRACE_MS)])).toEqual({ code: 0, signal: null });
  });
});
