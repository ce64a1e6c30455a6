import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { MixtureResource, type MixtureState } from '../../src/shared/contract/mixtures';
import { call, newBin } from './builders';
import { receive } from './stock-builders';

let counter = 0;
/** Ids with a 5 after the prefix, apart from the other builders' 8s and 9s. */
export const nextId = (prefix: 'SKU' | 'BAT' | 'MIX') => `${prefix}5${String(++counter).padStart(5, '0')}`;

async function created(app: FastifyInstance, url: string, body: unknown): Promise<void> {
  const response = await call(app, 'POST', url, body);
  expect(response.statusCode, response.body).toBe(201);
}

/** A SKU measured in kg, so its batches take decimal quantities. */
export async function newMeasuredSku(app: FastifyInstance, name = 'Lavender oil'): Promise<string> {
  const id = nextId('SKU');
  await created(app, '/api/skus', { id, name, unit: 'kg' });
  return id;
}

export async function newBatchOf(app: FastifyInstance, sku: string): Promise<string> {
  const id = nextId('BAT');
  await created(app, '/api/batches', { id, sku_id: sku, name: `Lot ${id}` });
  return id;
}

export interface Blend {
  mix: string;
  bin: string;
  sku: string;
  batches: string[];
  state: MixtureState;
}

/** One batch per quantity, each received into one bin and blended whole into a new mixture. */
export async function blend(
  app: FastifyInstance,
  quantities: readonly number[],
  options: { bin?: string; sku?: string } = {},
): Promise<Blend> {
  const bin = options.bin ?? (await newBin(app));
  const sku = options.sku ?? (await newMeasuredSku(app));
  const batches: string[] = [];
  for (const quantity of quantities) {
    const batch = await newBatchOf(app, sku);
    await receive(app, bin, batch, quantity);
    batches.push(batch);
  }
  const mix = nextId('MIX');
  const components = batches.map((batch_id, i) => ({ batch_id, quantity: quantities[i] }));
  const response = await call(app, 'POST', '/api/mixtures', { mix_id: mix, sku_id: sku, bin_id: bin, components, created_by: 'Ann' });
  expect(response.statusCode, response.body).toBe(201);
  return { mix, bin, sku, batches, state: MixtureResource.parse(response.json()).state };
}

export async function mixtureOf(app: FastifyInstance, id: string): Promise<MixtureState> {
  const response = await call(app, 'GET', `/api/mixture/${id}`);
  expect(response.statusCode, response.body).toBe(200);
  return MixtureResource.parse(response.json()).state;
}

export const remaining = (state: MixtureState) => state.components.map((c) => c.qty_remaining);
