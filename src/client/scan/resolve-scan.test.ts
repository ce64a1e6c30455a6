import { describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '../../shared/contract/search';
import { parseLabel } from './parse-label';
import { decideFromHits, newScreenOf, resolveScan, type CodeHits } from './resolve-scan';

const hits = (...results: SearchResult[]): CodeHits => ({ total_num_results: results.length, results });
const sku: SearchResult = { id: 'SKU000007', name: 'Glue', kind: 'sku', match: 'code' };
const batch: SearchResult = { id: 'BAT000003', name: 'Glue lot 3', kind: 'batch', sku_id: 'SKU000007', match: 'code' };

describe('resolveScan', () => {
  it.each([
    ['BIN000001', '/bin/BIN000001'],
    ['sku000042', '/sku/SKU000042'],
    [']C0BAT000123\r', '/batch/BAT000123'],
    ['MIX000002', '/mixture/MIX000002'],
    ['TPL000001', '/step-template/TPL000001'],
    ['INS000009', '/step-instance/INS000009'],
  ])('sends the label %j to %s once it is found in use', async (text, screen) => {
    const lookup = vi.fn(async (id: string) => hits({ id, name: '', kind: parseLabel(id)?.kind ?? 'bin', match: 'id' }));
    expect(await resolveScan(text, lookup)).toEqual({ go: screen });
  });

  it('asks to sign in the person whose badge it is, without a lookup', async () => {
    const lookup = vi.fn();
    expect(await resolveScan(']C0PER000002\r', lookup)).toEqual({ signIn: 'PER000002' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('opens mixture and step labels without a lookup: no New screen takes them', async () => {
    const lookup = vi.fn();
    expect(await resolveScan('MIX000002', lookup)).toEqual({ go: '/mixture/MIX000002' });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('offers to create a bin, SKU or batch label that is not in use and was never archived', async () => {
    const lookup = vi.fn(async () => hits({ ...batch, id: 'BAT000009', match: 'name' }));
    const archived = vi.fn(async () => false);
    expect(await resolveScan(']C0BAT000009', lookup, archived)).toEqual({ create: { kind: 'batch', id: 'BAT000009' } });
    expect(lookup).toHaveBeenCalledWith('BAT000009');
    expect(archived).toHaveBeenCalledWith('BAT000009');
    expect(newScreenOf({ kind: 'batch', id: 'BAT000009' })).toBe('/new/batch?id=BAT000009');
  });

  it('offers to create a customer label not in use, as a pre-printed label for a new customer', async () => {
    const nothing = vi.fn(async () => hits());
    expect(await resolveScan('CUS000042', nothing, async () => false)).toEqual({ create: { kind: 'customer', id: 'CUS000042' } });
    expect(newScreenOf({ kind: 'customer', id: 'CUS000042' })).toBe('/new/customer?id=CUS000042');
  });

  it('opens the archive entry of a deleted label rather than offering to create it again', async () => {
    const nothing = async () => hits();
    expect(await resolveScan('BIN000004', nothing, async () => true)).toEqual({ go: '/archive/BIN000004' });
  });

  it('offers creation when the archive cannot be asked, as before the archive was checked', async () => {
    const nothing = async () => hits();
    const failing = () => Promise.reject(new Error('Connection Error'));
    expect(await resolveScan('SKU000004', nothing, failing)).toEqual({ create: { kind: 'sku', id: 'SKU000004' } });
  });

  it('asks the archive nothing about a label in use', async () => {
    const archived = vi.fn(async () => true);
    await resolveScan('BIN000001', async (id) => hits({ id, name: '', kind: 'bin', match: 'id' }), archived);
    expect(archived).not.toHaveBeenCalled();
  });

  it('opens a label when the lookup fails: its screen says what it finds', async () => {
    expect(await resolveScan('BIN000001', () => Promise.reject(new Error('Connection Error')))).toEqual({ go: '/bin/BIN000001' });
  });

  it('looks any other text up as a code, trimmed', async () => {
    const lookup = vi.fn(async () => hits(batch));
    expect(await resolveScan(' 4006381333931\n', lookup)).toEqual({ go: '/batch/BAT000003' });
    expect(lookup).toHaveBeenCalledWith('4006381333931');
  });

  it('calls a blank or over-long scan unknown without asking the server', async () => {
    const lookup = vi.fn();
    expect(await resolveScan('   ', lookup)).toEqual({ unknown: '' });
    expect(await resolveScan('X'.repeat(501), lookup)).toEqual({ unknown: 'X'.repeat(501) });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('lets a failed lookup reject, so the caller can say why', async () => {
    const failure = new Error('Connection Error');
    await expect(resolveScan('ACME-1', () => Promise.reject(failure))).rejects.toBe(failure);
  });
});

describe('decideFromHits', () => {
  it('opens the one item that has the code', () => {
    expect(decideFromHits('ACME-1', hits(sku))).toEqual({ go: '/sku/SKU000007' });
  });

  it('lists several items on the search screen', () => {
    expect(decideFromHits('ACME 1&2', hits(sku, batch))).toEqual({ go: '/search?query=ACME+1%262' });
  });

  it('counts only code and id hits: a name that matches too is not what was scanned', () => {
    expect(decideFromHits('ACME-1', hits(sku, { ...batch, match: 'name' }))).toEqual({ go: '/sku/SKU000007' });
    expect(decideFromHits('Glue', hits({ ...sku, match: 'name' }, { ...batch, match: 'name' }))).toEqual({ unknown: 'Glue' });
  });

  it('calls a code without items unknown', () => {
    expect(decideFromHits('ACME-1', hits())).toEqual({ unknown: 'ACME-1' });
  });
});
