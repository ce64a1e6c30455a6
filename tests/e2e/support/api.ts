import { randomUUID } from 'node:crypto';
import type { APIRequestContext, APIResponse } from '@playwright/test';

/**
 * Builders that make a browser test's data through the API, so a test never relies on fixed
 * or demo ids. Without an explicit id they take the server's suggestion and, when another
 * worker took it first (409), ask again.
 */

export type Props = Record<string, unknown>;

async function ok(response: APIResponse, what: string): Promise<APIResponse> {
  if (!response.ok()) throw new Error(`${what} answered ${response.status()}: ${await response.text()}`);
  return response;
}

/** Creates with the suggested id, retrying when a parallel worker created that id first. */
async function createWithNextId(
  request: APIRequestContext,
  kind: 'bin' | 'sku' | 'batch',
  collection: string,
  body: (id: string) => Record<string, unknown>,
  id?: string,
): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    const chosen =
      id ?? ((await (await ok(await request.get(`/api/next/${kind}`), `GET /api/next/${kind}`)).json()) as { state: string }).state;
    const response = await request.post(collection, { data: body(chosen) });
    if (response.status() === 409 && id === undefined && attempt < 10) continue;
    await ok(response, `POST ${collection} ${chosen}`);
    return chosen;
  }
}

/** A code no other test uses: codes must be unique across SKUs and batches. */
export const uniqueCode = (prefix = 'E2E') => `${prefix}-${randomUUID().slice(0, 8)}`;

export function newBin(request: APIRequestContext, options: { id?: string; props?: Props | null } = {}): Promise<string> {
  return createWithNextId(
    request,
    'bin',
    '/api/bins',
    (id) => ({ id, ...(options.props !== undefined && { props: options.props }) }),
    options.id,
  );
}

export interface NewSku {
  id?: string;
  name?: string;
  owned_codes?: string[];
  associated_codes?: string[];
  props?: Props | null;
}

export function newSku(request: APIRequestContext, { id, name, ...rest }: NewSku = {}): Promise<string> {
  return createWithNextId(request, 'sku', '/api/skus', (chosen) => ({ id: chosen, name: name ?? `Test SKU ${chosen}`, ...rest }), id);
}

export interface NewBatch {
  id?: string;
  sku_id?: string | null;
  name?: string;
  owned_codes?: string[];
  associated_codes?: string[];
  props?: Props | null;
}

export function newBatch(request: APIRequestContext, { id, name, ...rest }: NewBatch = {}): Promise<string> {
  return createWithNextId(
    request,
    'batch',
    '/api/batches',
    (chosen) => ({ id: chosen, name: name ?? `Test batch ${chosen}`, ...rest }),
    id,
  );
}

export interface StockChange {
  bin: string;
  item: string;
  quantity: number;
  operator?: string;
  note?: string;
}

/** Receives `quantity` (> 0) of `item` into `bin`. */
export async function receive(request: APIRequestContext, { bin, item, quantity, ...extra }: StockChange): Promise<void> {
  await ok(await request.post(`/api/bin/${bin}/contents`, { data: { id: item, quantity, ...extra } }), `receive into ${bin}`);
}

/** Releases `quantity` (> 0) of `item` from `bin`. */
export async function release(request: APIRequestContext, { bin, item, quantity, ...extra }: StockChange): Promise<void> {
  await ok(await request.post(`/api/bin/${bin}/contents`, { data: { id: item, quantity: -quantity, ...extra } }), `release from ${bin}`);
}

export async function move(
  request: APIRequestContext,
  { from, to, item, quantity, ...extra }: { from: string; to: string; item: string; quantity: number; operator?: string; note?: string },
): Promise<void> {
  await ok(
    await request.put(`/api/bin/${from}/contents/move`, { data: { id: item, destination: to, quantity, ...extra } }),
    `move from ${from} to ${to}`,
  );
}

/** Reads a bin's contents (item id to quantity). */
export async function binContents(request: APIRequestContext, bin: string): Promise<Record<string, number>> {
  const response = await ok(await request.get(`/api/bin/${bin}`), `GET /api/bin/${bin}`);
  return ((await response.json()) as { state: { contents: Record<string, number> } }).state.contents;
}

/** The builders bound to one request context, as the `api` fixture offers them. */
export function apiFor(request: APIRequestContext) {
  return {
    newBin: (options?: Parameters<typeof newBin>[1]) => newBin(request, options),
    newSku: (options?: NewSku) => newSku(request, options),
    newBatch: (options?: NewBatch) => newBatch(request, options),
    receive: (change: StockChange) => receive(request, change),
    release: (change: StockChange) => release(request, change),
    move: (change: Parameters<typeof move>[1]) => move(request, change),
    binContents: (bin: string) => binContents(request, bin),
  };
}
export type Api = ReturnType<typeof apiFor>;
