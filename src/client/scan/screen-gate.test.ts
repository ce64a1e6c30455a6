import { afterEach, describe, expect, it, vi } from 'vitest';
import { createScreenGate } from './screen-gate';

/** Whether the promise has settled by the time queued microtasks have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('createScreenGate', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('holds a scan until the screen of the location shown has mounted', async () => {
    const gate = createScreenGate();
    gate.setLocation('first');
    const waiting = gate.whenReady();
    expect(await settled(waiting)).toBe(false);
    gate.screenMounted('first');
    expect(await settled(waiting)).toBe(true);
    expect(await settled(gate.whenReady())).toBe(true);
  });

  it('holds while the next screen loads, and until that screen, not the one left, has mounted', async () => {
    const gate = createScreenGate();
    gate.setLocation('home');
    gate.screenMounted('home');
    gate.setNavigating(true);
    const waiting = gate.whenReady();
    expect(await settled(waiting)).toBe(false);
    // The new screen's effects run before the provider learns of its location.
    gate.screenMounted('audit');
    gate.setNavigating(false);
    expect(await settled(waiting)).toBe(false);
    gate.setLocation('audit');
    expect(await settled(waiting)).toBe(true);
  });

  it('lets a scan through after the longest wait when no screen mounts', async () => {
    vi.useFakeTimers();
    const gate = createScreenGate(1000);
    gate.setLocation('crashed');
    const waiting = gate.whenReady();
    await vi.advanceTimersByTimeAsync(999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
  });
});
