import type { APIRequestContext } from '@playwright/test';
import type { LabelPrefix } from '../../../src/shared/labels';
import type { Unit } from '../../../src/shared/units';

/**
 * Each worker process numbers its ids on from a random start, so two workers meet only if
 * their runs of a few hundred ids overlap (a random id each time met another once in a few
 * hundred runs). Past six digits: suggestions have six, so no worker is suggested one, and the
 * counters are left alone; below 9,000,000, where missingId (data.ts) takes its ids.
 */
const firstId = 1_000_000 + Math.floor(Math.random() * 7_900_000);
let issued = 0;
export const freshId = (prefix: LabelPrefix) => `${prefix}${firstId + issued++}`;

/** POSTs through the API; anything but a 2xx stops the test with the server's answer. */
export async function posted(request: APIRequestContext, url: string, data: unknown): Promise<void> {
  const response = await request.post(url, { data });
  if (!response.ok()) throw new Error(`POST ${url} answered ${response.status()}: ${await response.text()}`);
}

/** A SKU counted or measured in `unit`, under a fresh id. */
export async function skuIn(request: APIRequestContext, name: string, unit: Unit): Promise<string> {
  const id = freshId('SKU');
  await posted(request, '/api/skus', { id, name, unit });
  return id;
}
