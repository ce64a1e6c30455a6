// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../shared/contract/search';
import { itemFromHits, itemOfScan } from './find-item';
import { scanOf } from './scan-events';

const hits = (...results: SearchResult[]) => ({ total_num_results: results.length, results });
const sku: SearchResult = { id: 'SKU000007', name: 'Glue', kind: 'sku', match: 'code' };
const batch: SearchResult = { id: 'BAT000003', name: 'Glue lot 3', kind: 'batch', sku_id: 'SKU000007', match: 'code' };
const ITEMS = ['sku', 'batch', 'mixture'] as const;

describe('itemFromHits', () => {
  it('finds the one item a code names', () => {
    expect(itemFromHits('4006381333931', hits(batch), ITEMS, 'item')).toEqual({ found: { kind: 'batch', id: 'BAT000003' } });
  });

  it('leaves out name hits and kinds the screen does not take', () => {
    expect(itemFromHits('ACME', hits(batch, { ...sku, match: 'name' }), ['batch'], 'item')).toEqual({
      found: { kind: 'batch', id: 'BAT000003' },
    });
    expect(itemFromHits('ACME', hits(batch), ['sku'], 'SKU')).toEqual({ problem: 'No SKU has the code ACME.' });
  });

  it('asks for the label when several items have the code', () => {
    expect(itemFromHits('ACME', hits(sku, batch), ITEMS, 'item')).toEqual({ problem: 'Several items have the code ACME; scan its label.' });
  });

  afterEach(() => vi.restoreAllMocks());

  it('refuses a badge as no item: the screen asking for one holds work, which switching person would lose', () => {
    expect(itemOfScan(scanOf('PER000004', 'wedge'), ITEMS)).toEqual({
      problem: 'PER000004 is a badge: save or leave this form first to switch person.',
    });
  });

  it("reads a scan's looked-up hits, and says when the lookup failed, offline in so many words", () => {
    expect(itemOfScan({ ...scanOf('ACME', 'wedge'), codeHits: hits(sku) }, ITEMS)).toEqual({ found: { kind: 'sku', id: 'SKU000007' } });
    expect(itemOfScan({ ...scanOf('ACME', 'wedge'), codeHits: 'failed' }, ITEMS)).toEqual({ problem: 'Connection Error' });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(itemOfScan({ ...scanOf('ACME', 'wedge'), codeHits: 'failed' }, ITEMS)).toEqual({
      problem:
        "Offline: the code ACME is looked up on the server, so it resolves when the connection is back. The item's Lotline label works offline.",
    });
  });
});
