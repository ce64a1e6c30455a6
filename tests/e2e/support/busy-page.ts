import type { Page } from '@playwright/test';

/** Keeps the page's main thread busy `busyMs` of every `everyMs`, as a slow phone rendering a long list would. */
export async function keepBusy(page: Page, busyMs: number, everyMs: number) {
  await page.evaluate(
    ([busy, every]) => {
      setInterval(() => {
        const end = performance.now() + busy;
        while (performance.now() < end);
      }, every);
    },
    [busyMs, everyMs] as const,
  );
}
