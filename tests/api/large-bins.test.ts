import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditAnswer } from '../../src/shared/contract/audit';
import { BinResource } from '../../src/shared/contract/bins';
import { ImportAnswer, MAX_IMPORT_ROWS } from '../../src/shared/contract/import';
import { call, newBin } from '../support/builders';
import { expectLedgerConsistent, startTestApp, type TestApp } from '../support/test-app';

/** Sizes a plant can reach, far past what any one query may bind or nest. */
const ENTRIES = 20_000;

let t: TestApp;
beforeAll(async () => {
  // A server started for this file, so the first imports run on code the JIT has not warmed.
  t = await startTestApp();
});
afterAll(() => t.close());

const skuId = (n: number) => `SKU7${String(n).padStart(5, '0')}`;

async function imported(kind: 'skus' | 'stock', rows: Record<string, unknown>[]) {
  const response = await call(t.app, 'POST', '/api/import', { kind, rows, operator: 'Ida Importer' });
  expect(response.statusCode, response.body.slice(0, 500)).toBe(200);
  return ImportAnswer.parse(response.json());
}

/** A bin holding `ENTRIES` SKUs, filled by opening-stock imports of the largest size allowed. */
async function fullBin(): Promise<string> {
  const bin = await newBin(t.app);
  for (let start = 0; start < ENTRIES; start += MAX_IMPORT_ROWS) {
    const numbers = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => start + i);
    await imported(
      'skus',
      numbers.map((n) => ({ id: skuId(n), name: `Part ${n}` })),
    );
    const stock = await imported(
      'stock',
      numbers.map((n) => ({ bin, item: skuId(n), quantity: 2 })),
    );
    expect(stock.rows).toBe(MAX_IMPORT_ROWS);
  }
  return bin;
}

describe(`a bin with ${ENTRIES.toLocaleString('en')} entries`, () => {
  let bin: string;
  beforeAll(async () => {
    bin = await fullBin();
  }, 300_000);

  it('is read and patched whole', async () => {
    const read = BinResource.parse((await call(t.app, 'GET', `/api/bin/${bin}`)).json()).state;
    expect(Object.keys(read.contents)).toHaveLength(ENTRIES);
    expect(read.contents[skuId(ENTRIES - 1)]).toBe(2);
    const patched = await call(t.app, 'PATCH', `/api/bin/${bin}`, { name: 'Small parts wall' });
    expect(patched.statusCode, patched.body.slice(0, 500)).toBe(200);
    expect(Object.keys(BinResource.parse((await call(t.app, 'GET', `/api/bin/${bin}`)).json()).state.contents)).toHaveLength(ENTRIES);
  });

  it('is audited blind: what was not counted is booked as lost, in one operation', async () => {
    const audited = await call(t.app, 'POST', `/api/bin/${bin}/audit`, { counts: { [skuId(0)]: 2 }, operator: 'Aud Itor' });
    expect(audited.statusCode, audited.body.slice(0, 500)).toBe(201);
    const lines = AuditAnswer.parse(audited.json()).state.lines;
    expect(lines.filter((line) => line.result === 'short')).toHaveLength(ENTRIES - 1);
    expect(BinResource.parse((await call(t.app, 'GET', `/api/bin/${bin}`)).json()).state.contents).toEqual({ [skuId(0)]: 2 });
    await expectLedgerConsistent(t.db);
  });

  it('is deleted with force, releasing every entry in one operation', async () => {
    const other = await newBin(t.app);
    const stock = await imported(
      'stock',
      Array.from({ length: MAX_IMPORT_ROWS }, (_, n) => ({ bin: other, item: skuId(n), quantity: 1 })),
    );
    expect(stock.rows).toBe(MAX_IMPORT_ROWS);
    const deleted = await call(t.app, 'DELETE', `/api/bin/${other}?force=true&operator=Del`);
    expect(deleted.statusCode, deleted.body.slice(0, 500)).toBe(200);
    expect((await call(t.app, 'GET', `/api/bin/${other}`)).statusCode).toBe(404);
    await expectLedgerConsistent(t.db);
  });
});
