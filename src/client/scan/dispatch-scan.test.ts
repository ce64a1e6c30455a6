// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createHandlerRegistry, createScanQueue, type ScanEffects } from './dispatch-scan';
import { parseLabel } from './parse-label';
import { scanOf, type ScanEvent, type ScanHandler } from './scan-events';

function effects(hits = 0, accounts = true): ScanEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    // Every label is in use; one code hit when asked for one.
    lookup: vi.fn(async (text: string) => {
      const label = parseLabel(text);
      if (label) return { total_num_results: 1, results: [{ id: label.id, name: '', kind: label.kind, match: 'id' as const }] };
      return {
        total_num_results: hits,
        results: hits === 1 ? [{ id: 'SKU000001', name: 'Glue', kind: 'sku' as const, match: 'code' as const }] : [],
      };
    }),
    navigate: (to) => calls.push(`navigate ${to}`),
    offer: (label) => calls.push(`offer ${label.id}`),
    unknown: (text) => calls.push(`unknown ${text}`),
    failed: (text) => calls.push(`failed ${text}`),
    accountsOn: async () => accounts,
    noAccounts: (badge) => calls.push(`no accounts ${badge}`),
    feedback: (tone) => calls.push(`feedback ${tone}`),
    whenQuiet: () => Promise.resolve(),
    whenScreenReady: () => Promise.resolve(),
  };
}

/** One scan through a queue of its own. */
const dispatchScan = (scan: ScanEvent, handlers: ScanHandler[], fx: ScanEffects) => createScanQueue(() => handlers, fx).dispatch(scan);

const field = document.createElement('input');
const wedgeInField: ScanEvent = { ...scanOf('BIN000001', 'wedge'), field, fieldValueBefore: '' };

describe('dispatchScan', () => {
  it('sends a label to its screen when no handler takes it', async () => {
    const fx = effects();
    expect(await dispatchScan(scanOf('BIN000001', 'camera'), [], fx)).toBe('navigated');
    expect(fx.calls).toEqual(['navigate /bin/BIN000001', 'feedback ok']);
  });

  it('asks handlers newest first and stops at the first that takes the scan', async () => {
    const registry = createHandlerRegistry();
    const asked: string[] = [];
    const handler =
      (name: string, claim: ReturnType<ScanHandler>): ScanHandler =>
      () => (asked.push(name), claim);
    registry.register(handler('list', true));
    const removeForm = registry.register(handler('form', false));
    registry.register(handler('dialog', false));
    const fx = effects();
    expect(await dispatchScan(scanOf('BIN000001', 'wedge'), registry.newestFirst(), fx)).toBe('claimed');
    expect(asked).toEqual(['dialog', 'form', 'list']);
    expect(fx.calls).toEqual(['feedback ok']);

    removeForm();
    asked.length = 0;
    await dispatchScan(scanOf('BIN000001', 'wedge'), registry.newestFirst(), fx);
    expect(asked).toEqual(['dialog', 'list']);
  });

  it("waits for a handler's promised verdict before the feedback", async () => {
    const fx = effects();
    const lookedUp: ScanHandler = async () => 'rejected' as const;
    expect(await dispatchScan(scanOf('ACME-1', 'wedge'), [lookedUp], fx)).toBe('rejected');
    expect(fx.calls).toEqual(['feedback error']);
    expect(await dispatchScan(scanOf('ACME-1', 'wedge'), [async () => false], fx)).toBe('unknown');
  });

  it('gives error feedback when a handler rejects the scan', async () => {
    const fx = effects();
    expect(await dispatchScan(scanOf('BAT000001', 'camera'), [() => 'rejected', () => true], fx)).toBe('rejected');
    expect(fx.calls).toEqual(['feedback error']);
  });

  it('leaves a wedge scan in the field it was typed into', async () => {
    const fx = effects();
    expect(await dispatchScan(wedgeInField, [() => false], fx)).toBe('filled');
    expect(fx.calls).toEqual(['feedback ok']);
  });

  it('shows handlers the field as it was before the scan, and keeps it so when one takes the scan', async () => {
    const note = document.createElement('input');
    note.value = 'Hi BIN000001';
    const seen: string[] = [];
    const scan: ScanEvent = { ...scanOf('BIN000001', 'wedge'), field: note, fieldValueBefore: 'Hi ' };
    await dispatchScan(scan, [() => (seen.push(note.value), false)], effects());
    expect([seen, note.value]).toEqual([['Hi '], 'Hi BIN000001']);
    await dispatchScan(scan, [() => true], effects());
    expect(note.value).toBe('Hi ');
  });

  it("resolves a field's scan when its handler says the field is a scan box", async () => {
    const fx = effects();
    expect(await dispatchScan(wedgeInField, [() => 'resolve'], fx)).toBe('navigated');
    expect(fx.calls).toEqual(['navigate /bin/BIN000001', 'feedback ok']);
  });

  it('opens the one item that has a code, and says so when none has it', async () => {
    const one = effects(1);
    expect(await dispatchScan(scanOf('ACME-1', 'camera'), [], one)).toBe('navigated');
    expect(one.calls).toEqual(['navigate /sku/SKU000001', 'feedback ok']);
    const none = effects(0);
    expect(await dispatchScan(scanOf('ACME-1', 'typed'), [], none)).toBe('unknown');
    expect(none.calls).toEqual(['unknown ACME-1', 'feedback error']);
  });

  it('reports a failed lookup', async () => {
    const fx = { ...effects(), lookup: () => Promise.reject(new Error('Connection Error')) };
    expect(await dispatchScan(scanOf('ACME-1', 'wedge'), [], fx)).toBe('failed');
    expect(fx.calls).toEqual(['failed ACME-1', 'feedback error']);
  });

  it('offers to create a bin, SKU or batch label that is not in use', async () => {
    const fx = { ...effects(), lookup: async () => ({ total_num_results: 0, results: [] }) };
    expect(await dispatchScan(scanOf('BIN000050', 'wedge'), [], fx)).toBe('offered');
    expect(fx.calls).toEqual(['offer BIN000050', 'feedback error']);
  });

  it('opens the sign-in with a scanned badge filled in, without looking it up as a code', async () => {
    const fx = effects();
    expect(await dispatchScan(scanOf(']Q1PER000002', 'camera'), [() => false], fx)).toBe('navigated');
    expect(fx.calls).toEqual(['navigate /sign-in?badge=PER000002', 'feedback ok']);
    expect(fx.lookup).not.toHaveBeenCalled();
  });

  it('says so when a badge is scanned with accounts off', async () => {
    const fx = effects(0, false);
    expect(await dispatchScan(scanOf('PER000002', 'wedge'), [], fx)).toBe('unknown');
    expect(fx.calls).toEqual(['no accounts PER000002', 'feedback error']);
    expect(fx.lookup).not.toHaveBeenCalled();
  });

  it('leaves a badge typed into a field no handler takes in that field, as any scan', async () => {
    const fx = effects();
    const scan: ScanEvent = { ...scanOf('PER000002', 'wedge'), field, fieldValueBefore: '' };
    expect(await dispatchScan(scan, [() => false], fx)).toBe('filled');
    expect(await dispatchScan(scan, [() => 'resolve'], fx)).toBe('navigated');
  });

  it('keeps going after a handler throws', async () => {
    const fx = effects();
    const queue = createScanQueue(() => [() => (fx.calls.length === 0 ? Promise.reject(new Error('boom')) : true)], fx);
    const outcomes = [queue.dispatch(scanOf('BAT000001', 'wedge')), queue.dispatch(scanOf('BAT000001', 'wedge'))];
    expect(await Promise.all(outcomes)).toEqual(['failed', 'claimed']);
  });
});

describe('createScanQueue', () => {
  it('handles scans strictly in arrival order, each after the one before has finished', async () => {
    const handled: string[] = [];
    let releaseFirst = () => {};
    let firstStarted = () => {};
    const started = new Promise<void>((resolve) => (firstStarted = resolve));
    const slowFirst: ScanHandler = (scan) => {
      handled.push(`start ${scan.text}`);
      firstStarted();
      if (scan.text !== 'CODE-1') return (handled.push(`end ${scan.text}`), true);
      return new Promise((resolve) => (releaseFirst = () => resolve((handled.push('end CODE-1'), true))));
    };
    const queue = createScanQueue(() => [slowFirst], effects());
    const outcomes = [
      queue.dispatch(scanOf('CODE-1', 'wedge')),
      queue.dispatch(scanOf('BAT000001', 'wedge')),
      queue.dispatch(scanOf('BAT000001', 'wedge')),
    ];
    await started;
    expect([handled, queue.busy()]).toEqual([['start CODE-1'], true]);
    releaseFirst();
    await queue.settled();
    expect(await Promise.all(outcomes)).toEqual(['claimed', 'claimed', 'claimed']);
    expect(handled).toEqual(['start CODE-1', 'end CODE-1', 'start BAT000001', 'end BAT000001', 'start BAT000001', 'end BAT000001']);
    expect(queue.busy()).toBe(false);
  });

  it("takes a wedge scan's characters out of its field when it arrives, not when its turn comes", async () => {
    let release = () => {};
    const pending = new Promise<boolean>((resolve) => (release = () => resolve(true)));
    const queue = createScanQueue(() => [() => pending], effects());
    const first = queue.dispatch(scanOf('CODE-1', 'wedge'));
    // The next scan typed itself into the quantity field while the first was looked up.
    const quantity = document.createElement('input');
    quantity.value = '1BAT000001';
    const second = queue.dispatch({ ...scanOf('BAT000001', 'wedge'), field: quantity, fieldValueBefore: '1' });
    expect(quantity.value).toBe('1');
    release();
    expect(await Promise.all([first, second])).toEqual(['claimed', 'claimed']);
  });

  it('takes the characters back from every field a scan typed into, and puts them all back when no handler takes it', async () => {
    // Focus moved from the item field to the quantity field while the scanner typed.
    const [item, quantity] = [document.createElement('input'), document.createElement('input')];
    item.value = 'BAT000002BA';
    quantity.value = '1T000002';
    const scan: ScanEvent = {
      ...scanOf('BAT000002', 'wedge'),
      field: item,
      fieldValueBefore: 'BAT000002',
      laterFields: [{ field: quantity, valueBefore: '1' }],
    };
    let seen: string[] = [];
    const queue = createScanQueue(() => [() => ((seen = [item.value, quantity.value]), false)], effects());
    expect(await queue.dispatch(scan)).toBe('filled');
    expect(seen).toEqual(['BAT000002', '1']);
    expect([item.value, quantity.value]).toEqual(['BAT000002BA', '1T000002']);
  });

  it('looks codes up as they arrive, and hands them to handlers with their hits', async () => {
    const fx = effects(1);
    const seen: unknown[] = [];
    const queue = createScanQueue(() => [(scan) => (seen.push(scan.codeHits), true)], fx);
    await Promise.all([queue.dispatch(scanOf('ACME-1', 'wedge')), queue.dispatch(scanOf('BAT000001', 'wedge'))]);
    expect(fx.lookup).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ total_num_results: 1, results: [expect.objectContaining({ id: 'SKU000001' })] }, undefined]);
  });

  it("waits for the keyboard to be quiet before a scan's turn", async () => {
    let quiet = () => {};
    const fx = { ...effects(), whenQuiet: () => new Promise<void>((resolve) => (quiet = resolve)) };
    const handled: string[] = [];
    const outcome = createScanQueue(() => [(scan) => (handled.push(scan.text), true)], fx).dispatch(scanOf('BAT000001', 'wedge'));
    await Promise.resolve();
    await Promise.resolve();
    expect(handled).toEqual([]);
    quiet();
    expect(await outcome).toBe('claimed');
    expect(handled).toEqual(['BAT000001']);
  });
});
