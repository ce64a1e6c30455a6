import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_SCAN_LENGTH, ScanResource, type ScanState } from '../../src/shared/contract/scan';
import { call, newBin } from '../support/builders';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function create(path: string, body: Record<string, unknown>): Promise<void> {
  const response = await call(t.app, 'POST', path, body);
  expect(response.statusCode, response.body).toBe(201);
}

async function scan(code: string): Promise<ScanState> {
  const response = await call(t.app, 'GET', `/api/scan?${new URLSearchParams({ code })}`);
  expect(response.statusCode, response.body).toBe(200);
  return ScanResource.parse(response.json()).state;
}

// The example label: 2.50 kg of lot AB-1234 of GTIN 09501101020917, expiring 8 May 2027.
const LABEL = '(01)09501101020917(17)270508(10)AB-1234(3102)000250';
const ALMOND = { id: 'SKU700001', kind: 'sku', name: 'Almond oil', sku_id: null };
const LOT = { id: 'BAT700001', kind: 'batch', name: 'Almond oil AB-1234', sku_id: 'SKU700001' };

beforeAll(async () => {
  // The SKU stores the EAN-13 its retail barcode carries; the label carries the GTIN-14.
  await create('/api/skus', { id: ALMOND.id, name: ALMOND.name, owned_codes: ['9501101020917'], associated_codes: ['ALM-OIL'] });
  await create('/api/batches', { id: LOT.id, name: LOT.name, sku_id: ALMOND.id, supplier_lot: 'AB-1234' });
  // Another SKU's batch with the same supplier lot: the GS1 answer names the label's SKU's.
  await create('/api/skus', { id: 'SKU700002', name: 'Shea butter' });
  await create('/api/batches', { id: 'BAT700000', name: 'Shea AB-1234', sku_id: 'SKU700002', supplier_lot: 'AB-1234' });
});

describe('GET /api/scan', () => {
  it('resolves a Lotline label, in any case, and says when nothing has that id', async () => {
    const bin = await newBin(t.app);
    expect(await scan(bin.toLowerCase())).toEqual({ kind: 'label', id: bin, item: { id: bin, kind: 'bin', name: '', sku_id: null } });
    expect(await scan('BAT799999')).toEqual({ kind: 'label', id: 'BAT799999', item: null });
  });

  it('resolves an owned or associated product code and a supplier lot', async () => {
    expect(await scan('9501101020917')).toEqual({ kind: 'code', code_kind: 'owned', item: ALMOND });
    expect(await scan(' ALM-OIL\n')).toEqual({ kind: 'code', code_kind: 'associated', item: ALMOND });
    expect(await scan('AB-1234')).toMatchObject({ kind: 'code', code_kind: 'supplier_lot', item: { id: 'BAT700000' } });
  });

  it.each([
    ['the human-readable form', LABEL],
    ['a GS1-128 scan with its symbology identifier and ASCII 29', ']C101095011010209171727050810AB-1234\u001d3102000250'],
    ['a DataMatrix scan with <GS> for the separator', ']d201095011010209171727050810AB-1234<GS>3102000250'],
    ['a Digital Link URI', 'https://id.gs1.org/01/09501101020917/10/AB-1234?17=270508&3102=000250'],
  ])('reads %s with its fields, the SKU holding the GTIN and its batch of the lot', async (_, code) => {
    const state = await scan(code);
    expect(state).toMatchObject({ kind: 'gs1', sku: ALMOND, batch: LOT });
    expect(state.kind === 'gs1' && state.gs1).toMatchObject({
      gtin: '09501101020917',
      lot: 'AB-1234',
      expiry: '2027-05-08',
      quantity: { value: 2.5, unit: 'kg' },
    });
  });

  it('answers a GS1 code whose GTIN no SKU holds, or whose lot no batch has, with what it can', async () => {
    expect(await scan('(01)09506000134352(10)X1')).toMatchObject({ kind: 'gs1', gs1: { gtin: '09506000134352' }, sku: null, batch: null });
    expect(await scan('(01)09501101020917(10)NEW-LOT(37)12')).toMatchObject({ kind: 'gs1', gs1: { count: 12 }, sku: ALMOND, batch: null });
  });

  it('answers unknown, with the reason, for a GS1 code that cannot be read and for text that names nothing', async () => {
    expect(await scan('(01)09501101020918(10)AB-1234')).toEqual({
      kind: 'unknown',
      reason: 'GS1 code not readable: (01) 09501101020918 has a wrong check digit',
    });
    expect(await scan(']C1019950110102091799X')).toMatchObject({
      kind: 'unknown',
      reason: expect.stringContaining('unknown application identifier'),
    });
    expect(await scan('nothing-here')).toEqual({ kind: 'unknown', reason: 'no label, code or GS1 code' });
  });

  it.each([
    ['no code', '', 'required key not provided'],
    ['a blank code', 'code=%20', 'must not be blank'],
    ['a code too long', `code=${'1'.repeat(MAX_SCAN_LENGTH + 1)}`, `must be at most ${MAX_SCAN_LENGTH} characters`],
    ['two codes', 'code=a&code=b', 'expected str'],
  ])('refuses %s with invalid-params', async (_, query, reason) => {
    const problem = expectProblem(await call(t.app, 'GET', `/api/scan?${query}`), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'code', reason }]);
  });
});
