import type { APIRequestContext } from '@playwright/test';
import type { Api } from './api';
import { freshId } from './fresh-records';

/**
 * Builders for the mixture screens' browser tests: a bin of batches of one SKU to blend, and a
 * mixture made from them through the API, so a test of the mixture page starts from a real one.
 */

export interface BlendStock {
  sku: string;
  bin: string;
  /** batch i holds quantities[i] in the bin */
  batches: string[];
}

/** A SKU (counted in `ea`), a bin, and one batch of the SKU per quantity, received into the bin. */
export async function binOfBatches(api: Api, quantities: number[]): Promise<BlendStock> {
  const sku = await api.newSku();
  const bin = await api.newBin();
  const batches: string[] = [];
  for (const quantity of quantities) {
    const batch = await api.newBatch({ sku_id: sku });
    await api.receive({ bin, item: batch, quantity });
    batches.push(batch);
  }
  return { sku, bin, batches };
}

/** A mixture id no parallel worker is suggested. */
export const freshMixId = () => freshId('MIX');

export interface NewMixture extends BlendStock {
  mix: string;
}

/** Blends all of each batch (quantities[i] of batch i) into a new mixture in their bin. */
export async function newMixture(request: APIRequestContext, api: Api, quantities: number[]): Promise<NewMixture> {
  const stock = await binOfBatches(api, quantities);
  const mix = freshMixId();
  const response = await request.post('/api/mixtures', {
    data: {
      mix_id: mix,
      sku_id: stock.sku,
      bin_id: stock.bin,
      components: stock.batches.map((batch_id, index) => ({ batch_id, quantity: quantities[index] })),
      created_by: 'e2e',
    },
  });
  if (!response.ok()) throw new Error(`POST /api/mixtures answered ${response.status()}: ${await response.text()}`);
  return { ...stock, mix };
}
