// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BURST } from './burst-detector';
import { createQuietGate, quietPauseOf, RUN_PAUSE_MS } from './key-quiet';

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

  it('waits longer than the gaps a framed scan may hold', () => {
    expect(quietPauseOf(DEFAULT_BURST)).toBe(RUN_PAUSE_MS);
    expect(quietPauseOf({ ...DEFAULT_BURST, prefix: 'Ctrl+B' })).toBe(2 * DEFAULT_BURST.frameGapMs);
  });
});
