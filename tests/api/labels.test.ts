import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LabelsResource, LABEL_SIZES, labelLayout, MAX_LABELS, placeLabels, sizeOf, type SizeName } from '../../src/shared/label-payload';
import { call, newBin } from '../support/builders';
import { receive } from '../support/stock-builders';
import { crop, decode, firstRead, pixelsOf, rasterise, READ_DPI, readLabels, turns } from '../support/decode-barcodes';
import { expectProblem, startTestApp, type TestApp } from '../support/test-app';

const PREFIXES = "'BIN', 'SKU', 'BAT', 'MIX', 'TPL', 'INS' or 'CUS'";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function create(collection: 'skus' | 'batches', prefix: 'SKU' | 'BAT', name: string): Promise<string> {
  const id = `${prefix}6${String(++counter).padStart(5, '0')}`;
  const response = await call(t.app, 'POST', `/api/${collection}`, { id, name });
  expect(response.statusCode, response.body).toBe(201);
  return id;
}
const newSku = (name: string) => create('skus', 'SKU', name);
const newBatch = (name: string) => create('batches', 'BAT', name);

const pdfOf = async (url: string) => {
  const response = await call(t.app, 'GET', url);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

describe('GET /api/labels', () => {
  it('answers the labels in the order asked, with names, a repeated id kept, and the file operations', async () => {
    const bin = await newBin(t.app);
    const sku = await newSku('Red widget');
    const batch = await newBatch('Red widget, lot 7');
    const response = await call(t.app, 'GET', `/api/labels?ids=${batch},${bin},${sku},${batch}&size=62x29`);
    expect(response.statusCode, response.body).toBe(200);
    const resource = LabelsResource.parse(response.json());
    expect(resource.state.labels).toEqual([
      { id: batch, name: 'Red widget, lot 7' },
      { id: bin, name: null },
      { id: sku, name: 'Red widget' },
      { id: batch, name: 'Red widget, lot 7' },
    ]);
    const ids = encodeURIComponent(`${batch},${bin},${sku},${batch}`);
    expect(resource.operations).toEqual([
      { rel: 'pdf', method: 'GET', href: `/api/labels.pdf?ids=${ids}&size=62x29` },
      { rel: 'zpl', method: 'GET', href: `/api/labels.zpl?ids=${ids}&size=62x29` },
    ]);
  });

  it("prints a step template with its name and a run with its template's, but not a run that was undone", async () => {
    const [bin, sku, batch] = [await newBin(t.app), await newSku('Lye'), await newBatch('Lye, lot 2')];
    await receive(t.app, bin, batch, 5);
    const template = { template_id: 'TPL600001', name: 'Saponify', inputs: [{ sku_id: sku }], outputs: [{ sku_id: sku }] };
    expect((await call(t.app, 'POST', '/api/step-templates', template)).statusCode).toBe(201);
    const run = (id: string, made: string) => ({
      instance_id: id,
      template_id: 'TPL600001',
      operator: 'Ann',
      consumed: [{ resource_id: batch, quantity: 1, bin_id: bin }],
      produced: [{ batch_id: made, sku_id: sku, quantity: 1, bin_id: bin }],
    });
    for (const [id, made] of [
      ['INS600001', 'BAT600101'],
      ['INS600002', 'BAT600102'],
    ] as const) {
      expect((await call(t.app, 'POST', '/api/step-instances', run(id, made))).statusCode).toBe(201);
    }
    expect((await call(t.app, 'DELETE', '/api/step-instance/INS600002')).statusCode).toBe(200);

    const response = await call(t.app, 'GET', '/api/labels?ids=TPL600001,INS600001');
    expect(response.statusCode, response.body).toBe(200);
    expect(LabelsResource.parse(response.json()).state.labels).toEqual([
      { id: 'TPL600001', name: 'Saponify' },
      { id: 'INS600001', name: 'Saponify' },
    ]);
    expectProblem(await call(t.app, 'GET', '/api/labels?ids=INS600002'), 'missing-resource', 404);
  });

  it.each([
    ['', 'ids', 'required key not provided'],
    ['ids=', 'ids', 'must name at least one label'],
    ['ids=BIN000001,bin000002', 'ids[1]', `must start with ${PREFIXES} followed by 1 to 9 digits`],
    ['ids=LOT000001', 'ids[0]', `must start with ${PREFIXES} followed by 1 to 9 digits`],
    [
      `ids=${Array(MAX_LABELS + 1)
        .fill('BIN000001')
        .join(',')}`,
      'ids',
      `must name at most ${MAX_LABELS} labels`,
    ],
    ['ids=BIN000001&size=a5', 'size', `must be one of ${LABEL_SIZES.map((size) => size.id).join(', ')}`],
  ])('refuses ?%s with a validation problem on %s', async (query, name, reason) => {
    for (const path of ['/api/labels', '/api/labels.pdf', '/api/labels.zpl']) {
      const problem = expectProblem(await call(t.app, 'GET', `${path}?${query}`), 'validation-error', 400);
      expect(problem['invalid-params']).toEqual([{ name, reason }]);
    }
  });

  it('answers unknown ids with one 404 naming each by its place, and the first one with its create operation', async () => {
    const bin = await newBin(t.app);
    for (const path of ['/api/labels', '/api/labels.pdf', '/api/labels.zpl']) {
      const problem = expectProblem(await call(t.app, 'GET', `${path}?ids=${bin},BAT999999,MIX000001,BAT999999`), 'missing-resource', 404);
      expect(problem.detail).toBe('No BAT999999, MIX000001.');
      expect(problem.Id).toBe('/api/batch/BAT999999');
      expect(problem.operations).toEqual([{ rel: 'create', method: 'POST', href: '/api/batches', 'Expects-a': 'Batch patch' }]);
      expect(problem['invalid-params']).toEqual([
        { name: 'ids[1]', reason: 'does not exist' },
        { name: 'ids[2]', reason: 'does not exist' },
        { name: 'ids[3]', reason: 'does not exist' },
      ]);
    }
  });
});

/** Every label's [Code 128, QR] read back from the PDF, after checking it has the pages the size needs. */
function readBack(pdf: Uint8Array, size: SizeName, count: number) {
  const { pages, reads } = readLabels(pdf, sizeOf(size), count);
  expect(pages).toBe(placeLabels(sizeOf(size), count).length);
  return reads;
}

describe('GET /api/labels.pdf', () => {
  it('prints a sheet of 12 batch labels whose Code 128 and QR codes both decode back to the labels', async () => {
    const batches: string[] = [];
    for (let n = 1; n <= 12; n++) batches.push(await newBatch(`Batch ${n} of the spring run, blue enamel`));
    const response = await call(t.app, 'GET', `/api/labels.pdf?ids=${batches.join(',')}&size=a4-3x8`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="labels-a4-3x8.pdf"');
    expect(response.headers['cache-control']).toBe('no-cache');
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(readBack(pdf, 'a4-3x8', 12)).toEqual(batches.map((id) => [id, id]));
  });

  it.each(LABEL_SIZES.map((size) => size.id).filter((id) => id !== 'a4-3x8'))('prints labels that decode at size %s', async (size) => {
    const ids = [
      await newBin(t.app),
      await newSku('A long SKU name that has to wrap onto a second line and then some'),
      await newBatch(''),
    ];
    expect(readBack(await pdfOf(`/api/labels.pdf?ids=${ids.join(',')}&size=${size}`), size, 3)).toEqual(ids.map((id) => [id, id]));
  });

  it('lays labels out in the size’s grid: A4 pages of 24, one label per page on a roll', async () => {
    const bin = await newBin(t.app);
    const sheet = await PDFDocument.load(await pdfOf(`/api/labels.pdf?ids=${Array(25).fill(bin).join(',')}&size=a4-3x8`));
    expect(sheet.getPageCount()).toBe(2);
    expect(sheet.getPage(0).getSize().width).toBeCloseTo(595.28, 1);
    expect(sheet.getPage(0).getSize().height).toBeCloseTo(841.89, 1);
    const roll = await PDFDocument.load(await pdfOf(`/api/labels.pdf?ids=${bin},${bin},${bin}&size=62x29`));
    expect(roll.getPageCount()).toBe(3);
    expect(roll.getPage(2).getSize().width).toBeCloseTo((62 * 72) / 25.4, 1);
  });

  it('draws a name the PDF fonts cannot spell with stand-ins instead of failing', async () => {
    const sku = await newSku('Ventil 中文 ✓ Größe');
    expect(readBack(await pdfOf(`/api/labels.pdf?ids=${sku}&size=62x29`), '62x29', 1)).toEqual([[sku, sku]]);
  });

  it('keeps the Code 128 and QR inside their own boxes', async () => {
    const batch = await newBatch('Boxed');
    const size = sizeOf('57x32');
    const page = rasterise(await pdfOf(`/api/labels.pdf?ids=${batch}&size=57x32`), READ_DPI)[0]!;
    const layout = labelLayout(size.label.width, size.label.height);
    expect(decode(crop(page, pixelsOf({ x: 0, y: 0 }, layout.code128, READ_DPI)), 'code128')).toBe(batch);
    expect(firstRead(turns(crop(page, pixelsOf({ x: 0, y: 0 }, layout.qr, READ_DPI))), 'qr')).toBe(batch);
  });
});

describe('GET /api/labels.zpl', () => {
  it('answers one ^XA…^XZ format per label with a Code 128, a QR, the id and the escaped name', async () => {
    const bin = await newBin(t.app);
    const sku = await newSku('Bolts ^ 10~mm_ é');
    const response = await call(t.app, 'GET', `/api/labels.zpl?ids=${sku},${bin}&size=62x29`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="labels-62x29-203dpi.zpl"');
    const formats = response.body.trim().split(/\n(?=\^XA)/);
    expect(formats).toHaveLength(2);
    for (const [format, id] of [
      [formats[0] ?? '', sku],
      [formats[1] ?? '', bin],
    ] as const) {
      expect(format.startsWith('^XA\n^CI28\n^PW496\n^LL232\n')).toBe(true);
      expect(format.endsWith('^XZ')).toBe(true);
      expect(format).toMatch(new RegExp(`\\^BCN,\\d+,N,N,N,A\\^FD${id}\\^FS`));
      expect(format).toMatch(new RegExp(`\\^BQN,2,\\d+\\^FDMA,${id}\\^FS`));
      expect(format).toContain(`^FD${id}^FS`);
    }
    expect(formats[0]).toContain('^FH^FDBolts _5E 10_7Emm_5F _C3_A9^FS');
    // A bin has no name, so its format has no text block.
    expect(formats[1]).not.toContain('^FB');
  });

  it('sizes the format for the printer’s resolution', async () => {
    const bin = await newBin(t.app);
    const response = await call(t.app, 'GET', `/api/labels.zpl?ids=${bin}&size=4x6in&dpi=300`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="labels-4x6in-300dpi.zpl"');
    expect(response.body).toContain('^PW1219\n^LL1829\n');
  });

  it('refuses an unknown resolution', async () => {
    const problem = expectProblem(await call(t.app, 'GET', '/api/labels.zpl?ids=BIN000001&dpi=150'), 'validation-error', 400);
    expect(problem['invalid-params']).toEqual([{ name: 'dpi', reason: 'must be one of 203, 300, 600' }]);
  });
});
