import type { APIRequestContext } from '@playwright/test';
import type { Api } from './api';
import { freshId, posted, skuIn } from './fresh-records';

/**
 * Builders for Run Step's browser tests: a template of inputs and outputs, and a lot of a SKU
 * in a bin of its own, made through the API.
 */

/** A SKU measured in kg: the builders' SKUs count in ea. */
export const measuredSku = (request: APIRequestContext, name: string) => skuIn(request, name, 'kg');

/** A template under a fresh id; an input or output without a quantity is flexible. */
export async function newTemplate(request: APIRequestContext, inputs: object[], outputs: object[]): Promise<string> {
  const id = freshId('TPL');
  await posted(request, '/api/step-templates', { template_id: id, name: `Saponify ${id}`, inputs, outputs });
  return id;
}

/** A lot of `sku` holding `quantity` in a new bin. */
export async function lotIn(api: Api, sku: string, quantity: number) {
  const bin = await api.newBin();
  const lot = await api.newBatch({ sku_id: sku, name: `Oil lot ${quantity}` });
  await api.receive({ bin, item: lot, quantity });
  return { bin, lot };
}
