import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BinResource } from '../../src/shared/contract/bins';
import { freshDatabase, testDialect, type FreshDatabase } from '../support/databases';
import { problemTypeOf, sendJson, tally } from '../support/parallel-http';
import { startServer, type ServerProcess } from '../support/server-process';
import { expectLedgerConsistent } from '../support/test-app';

const UNITS = 100;

// Two processes on one SQLite file would only test SQLite's file lock; what must hold across
// processes is PostgreSQL's row locking, which no single server's own ordering can stand in for.
describe.skipIf(testDialect() !== 'postgres')('two server processes on one PostgreSQL database', () => {
  let database: FreshDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await freshDatabase(inject('sqliteTemplate'));
    // One after the other, so a failed start leaves no process that afterAll does not know of.
    servers.push(await startServer(database.env));
    servers.push(await startServer(database.env));
  });
  afterAll(async () => {
    for (const server of servers) server.kill('SIGKILL');
    await Promise.all(servers.map((server) => server.exited));
    await database.drop();
  });

  /** Alternates between the two servers. */
  const serverUrl = (n: number) => (servers[n % servers.length] as ServerProcess).url;

  async function create(path: string, body: unknown): Promise<void> {
    const answer = await sendJson(serverUrl(0), 'POST', path, body);
    expect(answer.status, answer.body).toBe(201);
  }

  async function contentsOf(bin: string): Promise<Record<string, number>> {
    const answer = await sendJson(serverUrl(1), 'GET', `/api/bin/${bin}`);
    expect(answer.status, answer.body).toBe(200);
    return BinResource.parse(JSON.parse(answer.body)).state.contents;
  }

  it(`${2 * UNITS} releases of 1 from ${UNITS} units across both servers: exactly ${UNITS} succeed and the bin ends empty`, async () => {
    const [bin, sku] = ['BIN510001', 'SKU510001'];
    await create('/api/bins', { id: bin });
    await create('/api/skus', { id: sku });
    await create(`/api/bin/${bin}/contents`, { id: sku, quantity: UNITS });

    const answers = await Promise.all(
      Array.from({ length: 2 * UNITS }, (_, i) => sendJson(serverUrl(i), 'POST', `/api/bin/${bin}/contents`, { id: sku, quantity: -1 })),
    );

    expect(tally(answers.map((a) => a.status))).toEqual({ 201: UNITS, 409: UNITS });
    expect(new Set(answers.filter((a) => a.status === 409).map(problemTypeOf))).toEqual(new Set(['insufficient-quantity']));
    expect(await contentsOf(bin)).toEqual({});
    await expectLedgerConsistent(database.db);
  });

  it('opposing moves between two bins across both servers all succeed: no deadlock or 500 reaches a client', async () => {
    const [a, b, sku] = ['BIN520001', 'BIN520002', 'SKU520001'];
    await create('/api/bins', { id: a });
    await create('/api/bins', { id: b });
    await create('/api/skus', { id: sku });
    await create(`/api/bin/${a}/contents`, { id: sku, quantity: UNITS });
    await create(`/api/bin/${b}/contents`, { id: sku, quantity: UNITS });

    // Each direction is split across both servers: moves i and i+1 go opposite ways, pairs alternate servers.
    const answers = await Promise.all(
      Array.from({ length: 2 * UNITS }, (_, i) => {
        const [from, to] = i % 2 === 0 ? [a, b] : [b, a];
        return sendJson(serverUrl(Math.floor(i / 2)), 'PUT', `/api/bin/${from}/contents/move`, { id: sku, destination: to, quantity: 1 });
      }),
    );

    expect(tally(answers.map((answer) => answer.status))).toEqual({ 200: 2 * UNITS });
    expect([await contentsOf(a), await contentsOf(b)]).toEqual([{ [sku]: UNITS }, { [sku]: UNITS }]);
    await expectLedgerConsistent(database.db);
  });
});
