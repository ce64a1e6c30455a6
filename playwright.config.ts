import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { freePort } from './tests/support/free-port';

/**
 * Browser tests drive the built client (run `vite build` first; `npm test` does) against the
 * real server on a free port and a fresh SQLite database made for this run.
 *
 * Desktop runs every test except those tagged `@phone-only`. The phone project runs the tests
 * tagged `@phone` or `@phone-only` (`test('...', { tag: '@phone' }, ...)`): the flows a
 * warehouse phone is used for, and the narrow layout itself.
 */

// Workers load this file again; they inherit the runner's environment, so the port and the
// database are chosen once per run.
process.env.LOTLINE_E2E_PORT ??= String(await freePort());
process.env.LOTLINE_E2E_HTTPS_PORT ??= String(await freePort());
process.env.LOTLINE_E2E_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-e2e-'));
const port = Number(process.env.LOTLINE_E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** Debian's Chromium: the machine has no Playwright browser download. */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/playwright',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Expectations wait for a state and pass the moment it holds; these are only how long to
  // wait before giving up, sized for a busy 2-core machine (load 8 and more) rather than an idle one.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  globalTeardown: './tests/e2e/support/global-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromium,
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    // Installing the app's service worker fetches the whole client (127 files) for every test's
    // fresh browser context; only the offline tests need it (tests/e2e/offline.spec.ts).
    serviceWorkers: 'block',
  },
  projects: [
    // Tests tagged @phone-only check narrow-screen behaviour and run on the phone alone.
    { name: 'desktop', grepInvert: /@phone-only/, use: { viewport: { width: 1280, height: 800 } } },
    {
      name: 'phone',
      grep: /@phone/,
      // An Android phone in Chromium, at the 390x844 size the layout is checked at.
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
    },
  ],
  webServer: {
    // tsx's loader inside one node process, so stopping it stops the server itself.
    command: 'node --import tsx src/server/main.ts',
    url: `${baseURL}/api/status`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      // HTTPS on a free port of its own (two runs may share the machine), its certificate also
      // naming lotline.test, the name the HTTPS test maps to 127.0.0.1 (tests/e2e/https.spec.ts).
      HTTPS_PORT: String(process.env.LOTLINE_E2E_HTTPS_PORT),
      HTTPS_HOSTNAMES: 'lotline.test',
      HOST: '127.0.0.1',
      SQLITE_PATH: path.join(process.env.LOTLINE_E2E_DIR, 'e2e.db'),
      // A separate build (vite build --outDir) can be tested while another is being made.
      STATIC_DIR: process.env.LOTLINE_E2E_STATIC ?? 'dist/client',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
  },
});
