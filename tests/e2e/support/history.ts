import type { APIRequestContext } from '@playwright/test';
import { HistoryResource, type HistoryEntry } from '../../../src/shared/contract/history';

/** A bin's ledger rows, newest first, read through GET /api/bin/{id}/history and parsed with the contract. */
export async function binHistory(request: APIRequestContext, bin: string): Promise<HistoryEntry[]> {
  const response = await request.get(`/api/bin/${bin}/history`);
  if (!response.ok()) throw new Error(`GET /api/bin/${bin}/history answered ${response.status()}: ${await response.text()}`);
  return HistoryResource.parse(await response.json()).state.items;
}
