import { describe, expect, it, vi } from 'vitest';
import { createHandlerRegistry, dispatchScan, type ScanEffects } from './dispatch-scan';
import { scanOf, type ScanEvent, type ScanHandler } from './scan-events';

function effects(hits = 0): ScanEffects & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    lookup: vi.fn(async () => ({ total_num_results: hits, results: hits === 1 ? [{ id: 'SKU000001', name: 'Glue', kind: 'sku' as const, match: 'code' as const }] : [] })),
    navigate: (to) => calls.push(`navigate ${to}`),
    unknown: (text) => calls.push(`unknown ${text}`),
    failed: (text) => calls.push(`failed ${text}`),
    feedback: (tone) => calls.push(`feedback ${tone}`),
  };
}

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
    const handler = (name: string, claim: ReturnType<ScanHandler>): ScanHandler => () => (asked.push(name), claim);
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

  it("shows handlers the field as it was before the scan, and keeps it so when one takes the scan", async () => {
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
});
