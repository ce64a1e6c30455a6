import type { APIRequestContext } from '@playwright/test';
import type { LabelPrefix } from '../../../src/shared/labels';
import type { Unit } from '../../../src/shared/units';

/** An id past six digits: suggestions have six, so no parallel worker is suggested it, and it leaves the counters alone. */
export const freshId = (prefix: LabelPrefix) => `${prefix}${1_000_000 + Math.floor(Math.random() * 8_999_999)}`;

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
