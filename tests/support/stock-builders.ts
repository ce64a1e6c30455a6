import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ContentsChangeAnswer } from '../../src/shared/contract/stock';
import { BinResource } from '../../src/shared/contract/bins';
import { inTransaction } from '../../src/server/db/transaction';
import { record, stockContext } from '../../src/server/stock-core/record';
import { toMicro } from '../../src/server/stock-core/quantities';
import { call } from './builders';
import type { TestApp } from './test-app';

let itemCounter = 0;
const nextNumber = () => String(++itemCounter).padStart(5, '0');

async function newItem(app: FastifyInstance, path: string, id: string): Promise<string> {
  const response = await call(app, 'POST', path, { id });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}

export const newSku = (app: FastifyInstance, id = `SKU8${nextNumber()}`) => newItem(app, '/api/skus', id);
export const newBatch = (app: FastifyInstance, id = `BAT8${nextNumber()}`) => newItem(app, '/api/batches', id);

/** Receives (or, with a negative quantity, releases) through the API and expects success. */
export async function receive(app: FastifyInstance, bin: string, item: string, quantity: number): Promise<ContentsChangeAnswer> {
  const response = await call(app, 'POST', `/api/bin/${bin}/contents`, { id: item, quantity });
  expect(response.statusCode, response.body).toBe(201);
  return ContentsChangeAnswer.parse(response.json());
}

export async function contentsOf(app: FastifyInstance, bin: string): Promise<Record<string, number>> {
  const response = await call(app, 'GET', `/api/bin/${bin}`);
  expect(response.statusCode, response.body).toBe(200);
  return BinResource.parse(response.json()).state.contents;
}

export async function movementCount(t: TestApp): Promise<number> {
  const row = await t.db
    .selectFrom('movements')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Puts stock in (positive) or takes it out of (negative) a bin straight through stock-core's record,
 * for items the API cannot receive yet or to set up a state without an HTTP round trip.
 */
export function stockDirectly(t: TestApp, bin: string, item: string, units: number) {
  const kind = units > 0 ? 'receive' : 'release';
  const [from, to] = units > 0 ? [null, bin] : [bin, null];
  return inTransaction(t.db, (trx) =>
    record(stockContext(trx, null, null), { kind, changes: [{ kind, itemId: item, from, to, quantity: toMicro(Math.abs(units)) }] }),
  );
}
