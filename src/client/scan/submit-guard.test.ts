// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { delaySubmitsWhileScanning } from './submit-guard';

function scanningUntil() {
  let busy = true;
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    busy: () => busy,
    settled: () => done,
    finish: () => {
      busy = false;
      finish();
    },
  };
}

describe('delaySubmitsWhileScanning', () => {
  it('holds a submit until the scans are handled, then submits once', async () => {
    const form = document.body.appendChild(document.createElement('form'));
    const submits: string[] = [];
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      submits.push('submit');
    });
    const scanning = scanningUntil();
    const stop = delaySubmitsWhileScanning(document, scanning);

    form.requestSubmit();
    expect(submits).toEqual([]);
    scanning.finish();
    await scanning.settled();
    await Promise.resolve();
    expect(submits).toEqual(['submit']);

    form.requestSubmit();
    expect(submits).toEqual(['submit', 'submit']);
    stop();
    form.remove();
  });
});
