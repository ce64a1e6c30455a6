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
