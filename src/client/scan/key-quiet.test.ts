import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQuietGate } from './key-quiet';

const press = (key: string) => document.dispatchEvent(new KeyboardEvent('keydown', { key }));

describe('createQuietGate', () => {
  afterEach(() => vi.useRealTimers());

  it('is quiet with no keys, waits while a run types, and opens at its Enter', async () => {
    const gate = createQuietGate(300);
    const stop = gate.listen(document);
    await expect(gate.whenQuiet()).resolves.toBeUndefined();
    press('B');
    press('A');
    let quiet = false;
    const waited = gate.whenQuiet().then(() => (quiet = true));
    await Promise.resolve();
    expect(quiet).toBe(false);
    press('Enter');
    await waited;
    expect(quiet).toBe(true);
    stop();
  });

  it('counts a pause as the end of a run', async () => {
    vi.useFakeTimers();
    const gate = createQuietGate(300);
    const stop = gate.listen(document);
    press('7');
    let quiet = false;
    const waited = gate.whenQuiet().then(() => (quiet = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(quiet).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await waited;
    expect(quiet).toBe(true);
    stop();
  });
});
