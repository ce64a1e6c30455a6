import type { APIRequestContext, Locator } from '@playwright/test';
import type { Api } from './api';
import { freshId, posted, skuIn } from './fresh-records';
import { freshMixId } from './mixtures';

/**
 * Story 2, one blend made into three lots, booked through the API: X1 (8 kg) and X2 (2 kg)
 * are blended, one run uses all 10 kg and makes Y_A 7, Y_B 2 and Y_C 1, and Bea releases
 * 1 kg of Y_A.
 */

export interface StoryTwo {
  x1: string;
  x2: string;
  ya: string;
  yb: string;
  yc: string;
  run: string;
  outBin: string;
}

export async function storyTwo(request: APIRequestContext, api: Api): Promise<StoryTwo> {
  const [skuX, skuY] = [await skuIn(request, 'Shea butter', 'kg'), await skuIn(request, 'Body balm', 'kg')];
  const bin = freshId('BIN');
  const outBin = freshId('BIN');
  await posted(request, '/api/bins', { id: bin, name: 'Raw store' });
  await posted(request, '/api/bins', { id: outBin, name: 'Finished goods' });
  const x1 = await api.newBatch({ sku_id: skuX, name: 'Shea lot one' });
  const x2 = await api.newBatch({ sku_id: skuX, name: 'Shea lot two' });
  await api.receive({ bin, item: x1, quantity: 8 });
  await api.receive({ bin, item: x2, quantity: 2 });
  const mix = freshMixId();
  await posted(request, '/api/mixtures', {
    mix_id: mix,
    sku_id: skuX,
    bin_id: bin,
    created_by: 'e2e',
    components: [
      { batch_id: x1, quantity: 8 },
      { batch_id: x2, quantity: 2 },
    ],
  });
  const template = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: template,
    name: 'Whip balm',
    inputs: [{ sku_id: skuX }],
    outputs: [{ sku_id: skuY }],
  });
  const run = freshId('INS');
  const [ya, yb, yc] = [freshId('BAT'), freshId('BAT'), freshId('BAT')];
  await posted(request, '/api/step-instances', {
    instance_id: run,
    template_id: template,
    operator: 'Ann',
    consumed: [{ resource_id: mix, quantity: 10, bin_id: bin }],
    produced: [
      { batch_id: ya, sku_id: skuY, quantity: 7, bin_id: outBin, name: 'Balm A' },
      { batch_id: yb, sku_id: skuY, quantity: 2, bin_id: outBin, name: 'Balm B' },
      { batch_id: yc, sku_id: skuY, quantity: 1, bin_id: outBin, name: 'Balm C' },
    ],
  });
  await api.release({ bin: outBin, item: ya, quantity: 1, operator: 'Bea', note: 'order 42' });
  return { x1, x2, ya, yb, yc, run, outBin };
}

/** The row of a report table that shows `id` (its NamedCell carries the id as data-label). */
export const rowOf = (rows: Locator, id: string) => rows.filter({ has: rows.page().locator(`[data-label="${id}"]`) }).first();

/**
 * The cream story, booked through the API: glycerin G (12 kg) and G2 (4.1 kg) blended; 5 kg drawn
 * as a QC retain; 0.5 kg of the blend fills 100 jars of rose cream; 40 jars released.
 */
export interface CreamStory {
  glycerin: string;
  blend: string;
  jars: string;
  store: string;
  finished: string;
  fill: string;
}

export async function creamStory(request: APIRequestContext, api: Api): Promise<CreamStory> {
  const [glycerinSku, creamSku] = [await skuIn(request, 'Glycerin', 'kg'), await skuIn(request, 'Rose cream', 'ea')];
  const [store, finished] = [freshId('BIN'), freshId('BIN')];
  await posted(request, '/api/bins', { id: store, name: 'Raw store' });
  await posted(request, '/api/bins', { id: finished, name: 'Finished goods' });
  const glycerin = await api.newBatch({ sku_id: glycerinSku, name: 'Glycerin drum 18' });
  const other = await api.newBatch({ sku_id: glycerinSku, name: 'Glycerin drum 19' });
  await api.receive({ bin: store, item: glycerin, quantity: 12 });
  await api.receive({ bin: store, item: other, quantity: 4.1 });
  const blend = freshMixId();
  await posted(request, '/api/mixtures', {
    mix_id: blend,
    sku_id: glycerinSku,
    bin_id: store,
    created_by: 'Ann',
    components: [
      { batch_id: glycerin, quantity: 12 },
      { batch_id: other, quantity: 4.1 },
    ],
  });
  await posted(request, `/api/mixture/${blend}/draw`, { quantity: 5, created_by: 'Quality', note: 'QC retain' });
  const template = freshId('TPL');
  await posted(request, '/api/step-templates', {
    template_id: template,
    name: 'Fill rose cream',
    inputs: [{ sku_id: glycerinSku }],
    outputs: [{ sku_id: creamSku }],
  });
  const fill = freshId('INS');
  const jars = freshId('BAT');
  await posted(request, '/api/step-instances', {
    instance_id: fill,
    template_id: template,
    operator: 'Ann',
    consumed: [{ resource_id: blend, quantity: 0.5, bin_id: store }],
    produced: [{ batch_id: jars, sku_id: creamSku, quantity: 100, bin_id: finished, name: 'Rose cream 50 ml' }],
  });
  await api.release({ bin: finished, item: jars, quantity: 40, operator: 'Dee', note: 'order 7' });
  return { glycerin, blend, jars, store, finished, fill };
}
