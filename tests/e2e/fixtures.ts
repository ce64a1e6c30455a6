import { test as base, expect, type ConsoleMessage } from '@playwright/test';
import { apiFor, type Api } from './support/api';

/**
 * The base every browser test imports instead of @playwright/test:
 * - a test fails when the page logs a console error or throws an uncaught error, unless the
 *   test declared that error expected with `consoleErrors.allow(/pattern/)` (for example the
 *   browser's own "Failed to load resource ... 404" line when a test visits a missing bin);
 * - the label printer (http://localhost:8899) is replaced by a stub that answers
 *   'sent to printer', and `printer.labels` lists what was printed;
 * - `api` builds test data through the API (`await api.newBin()`).
 */

export const PRINTER_URL = 'http://localhost:8899';

/**
 * Options for waiting on a screen's error state after a dropped connection: the app tries a
 * query twice more, 1 s and then 2 s later (src/client/app/providers.tsx), before it gives up,
 * and a loaded machine stretches that.
 */
export const AFTER_RETRIES = { timeout: 20_000 };

export class Printer {
  readonly requests: string[] = [];

  /** Labels sent to the printer, decoded from /print/{label}, in order. */
  get labels(): string[] {
    return this.requests.flatMap((url) => {
      const match = /\/print\/([^?#]*)/.exec(new URL(url).pathname);
      return match?.[1] !== undefined ? [decodeURIComponent(match[1])] : [];
    });
  }
}

export class ConsoleErrors {
  readonly seen: string[] = [];
  /**
   * Tests share one database, so a suggested next id may be taken by another worker between
   * suggestion and submit; the form then creates under a fresh one (create-with-next-id.ts),
   * and what the test asserts of the outcome still holds, but the browser logs the 409.
   */
  private readonly allowed: RegExp[] = [/status of 409 \(Conflict\) \(http:\/\/[^/]+\/api\/(bins|skus|batches|customers|mixtures):/];

  /** Declares an error this test expects; matching errors no longer fail it. */
  allow(pattern: RegExp): void {
    this.allowed.push(pattern);
  }

  record(text: string): void {
    this.seen.push(text);
  }

  get unexpected(): string[] {
    return this.seen.filter((text) => !this.allowed.some((pattern) => pattern.test(text)));
  }
}

const describeConsole = (message: ConsoleMessage) => {
  const { url, lineNumber } = message.location();
  return `console.error: ${message.text()}${url ? ` (${url}:${lineNumber})` : ''}`;
};

export const test = base.extend<{ printer: Printer; consoleErrors: ConsoleErrors; api: Api }>({
  // Playwright reads a fixture's dependencies from its first parameter, so it must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  printer: async ({}, use) => {
    await use(new Printer());
  },

  // eslint-disable-next-line no-empty-pattern
  consoleErrors: async ({}, use) => {
    await use(new ConsoleErrors());
  },

  // Every page of the test's browser context is watched and has the printer stubbed.
  context: async ({ context, printer, consoleErrors }, use) => {
    await context.route(`${PRINTER_URL}/**`, (route) => {
      printer.requests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': '*' },
        body: 'sent to printer',
      });
    });
    context.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.record(describeConsole(message));
    });
    context.on('weberror', (webError) => {
      const error = webError.error();
      consoleErrors.record(`uncaught ${error.name}: ${error.message}`);
    });

    await use(context);

    const unexpected = consoleErrors.unexpected;
    if (unexpected.length > 0) {
      throw new Error(`The page logged ${unexpected.length} error(s):\n${unexpected.join('\n')}`);
    }
  },

  api: async ({ request }, use) => {
    await use(apiFor(request));
  },
});

export { expect };
