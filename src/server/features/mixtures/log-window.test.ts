import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIXTURE_LOG_WINDOW, MixtureResource, type MixtureState } from '../../../shared/contract/mixtures';
import { openSqlite, type DB } from '../../db/connect';
import { migrateToLatest } from '../../db/migrate';
import { inTransaction } from '../../db/transaction';
import { installErrorHandler } from '../../http/error-handler';
import { parseJsonBodies } from '../../http/json-body';
import { resolveActors } from '../../http/request-actor';
import { record, stockContext } from '../../stock-core/record';
import { mixtureRoutes } from './routes';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-log-window-'));
let db: DB;
let app: FastifyInstance;

const send = async (method: 'GET' | 'POST', url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await app.inject({
    method,
    url,
    ...(body !== undefined && { payload: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } }),
  });
  return { status: response.statusCode, json: response.json<unknown>(), replayed: response.headers['idempotent-replayed'] };
};
const stateOf = (json: unknown): MixtureState => MixtureResource.parse(json).state;
const read = async (mix: string) => stateOf((await send('GET', `/api/mixture/${mix}`)).json);

/** A bin holding two lots of one SKU, and a mixture of all of both, made by the mixtures routes alone. */
beforeAll(async () => {
  db = openSqlite(path.join(dir, 'test.db'));
  await migrateToLatest(db);
  app = Fastify();
  parseJsonBodies(app);
  installErrorHandler(app);
  resolveActors(app);
  await app.register(mixtureRoutes(db));
  await db.insertInto('skus').values({ id: 'SKU000001', name: 'Base', props: null, created_at: 1, unit: 'kg' }).execute();
  await db.insertInto('bins').values({ id: 'BIN000001', zone: null, notes: null, props: null, created_at: 1 }).execute();
  const lots = ['BAT000001', 'BAT000002'];
  await db
    .insertInto('batches')
    .values(lots.map((id) => ({ id, sku_id: 'SKU000001', name: id, props: null, created_at: 1 })))
    .execute();
  await inTransaction(db, (trx) =>
    record(stockContext(trx, { name: 'Ann' }, null), {
      kind: 'receive',
      changes: lots.map((itemId) => ({ kind: 'receive' as const, itemId, from: null, to: 'BIN000001', quantity: 10_000_000 })),
    }),
  );
  const components = lots.map((batch_id) => ({ batch_id, quantity: 10 }));
  const mixture = await send('POST', '/api/mixtures', {
    mix_id: 'MIX000001',
    sku_id: 'SKU000001',
    bin_id: 'BIN000001',
    components,
    created_by: 'Ann',
  });
  expect(mixture.status).toBe(201);
});

afterAll(async () => {
  await app.close();
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('a draw answering the log it kept from the draw before', () => {
  const draw = async (quantity: number, headers: Record<string, string> = {}) => {
    const answer = await send('POST', '/api/mixture/MIX000001/draw', { quantity, created_by: 'Ann' }, headers);
    expect(answer.status).toBe(200);
    return stateOf(answer.json);
  };

  it('answers as a read of the mixture then answers, whatever was logged between draws', async () => {
    for (let n = 0; n < MIXTURE_LOG_WINDOW + 2; n++) expect(await draw(0.01)).toEqual(await read('MIX000001'));
    expect((await read('MIX000001')).audit_has_older).toBe(true);

    expect((await send('POST', '/api/mixture/MIX000001/audit', { event: 'check', created_by: 'Bo' })).status).toBe(200);
    const afterCheck = await draw(0.01);
    expect(afterCheck.audit.slice(-2).map((e) => e.event)).toEqual(['check', 'draw']);
    expect(afterCheck).toEqual(await read('MIX000001'));

    const split = { quantity: 0.5, destination_bin: 'BIN000001', new_mix_id: 'MIX000002', created_by: 'Bo' };
    expect((await send('POST', '/api/mixture/MIX000001/split', split)).status).toBe(201);
    expect((await send('POST', '/api/mixture/MIX000001/draw', { quantity: 1000, created_by: 'Ann' })).status).toBe(409);
    const afterSplit = await draw(0.01);
    expect(afterSplit.audit.slice(-2).map((e) => e.event)).toEqual(['split', 'draw']);
    expect(afterSplit).toEqual(await read('MIX000001'));
  });

  it('keeps nothing from a replayed answer', async () => {
    const first = await draw(0.01, { 'idempotency-key': 'draw-once' });
    await draw(0.01);
    const replay = await send(
      'POST',
      '/api/mixture/MIX000001/draw',
      { quantity: 0.01, created_by: 'Ann' },
      { 'idempotency-key': 'draw-once' },
    );
    expect([replay.replayed, stateOf(replay.json)]).toEqual(['true', first]);
    expect(await draw(0.01)).toEqual(await read('MIX000001'));
  });
});
