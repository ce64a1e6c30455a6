import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { makeLabelVideo, type Symbology } from '../../support/make-label-video';
import { test as base, type ConsoleErrors } from '../fixtures';

/**
 * Browser tests with Chromium's fake camera. Chromium takes the camera's picture from a file
 * given at launch, so each `cameraPage(label)` launches its own Chromium (with the project's
 * launch options) whose camera shows that label, and opens a page on the test server. Its
 * console errors fail the test, as in the base fixture.
 */

const fakeCameraArgs = (videoFile: string) => [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${videoFile}`,
];

function watchConsole(context: BrowserContext, errors: ConsoleErrors) {
  context.on('console', (message) => {
    if (message.type() === 'error') errors.record(`console.error: ${message.text()} (${message.location().url})`);
  });
  context.on('weberror', (webError) => errors.record(`uncaught ${webError.error().name}: ${webError.error().message}`));
}

/** The fake camera's file of each page's browser, so a test can change what the camera sees. */
const cameraFiles = new WeakMap<Page, string>();

/**
 * Puts another label in front of a page's camera. Chromium opens the file each time the
 * camera starts, so the next time the camera sheet opens it sees this label. The file is
 * replaced whole (rename), never rewritten under a camera that is reading it.
 */
export async function showOnCamera(page: Page, label: string, symbology: Symbology = 'code128'): Promise<void> {
  const file = cameraFiles.get(page);
  if (!file) throw new Error('showOnCamera needs a page from cameraPage');
  renameSync(await makeLabelVideo(label, `${file}.next`, symbology), file);
}

/** Chromium's fake camera plays an MJPEG file at 30 frames a second. */
const FAKE_CAMERA_FPS = 30;

/** One white frame, the size makeLabelVideo's frames are: the camera seeing no label. */
function blankFrame(file: string): Buffer {
  execFileSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-y',
      '-f',
      'lavfi',
      '-i',
      'color=c=white:s=640x480',
      '-frames:v',
      '1',
      '-pix_fmt',
      'yuvj420p',
      '-q:v',
      '3',
      '-f',
      'mjpeg',
      file,
    ],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  return readFileSync(file);
}

/**
 * Like showOnCamera, but the label comes and goes: `seconds` in view, then as long out of it,
 * over and over (an MJPEG is its JPEG frames one after another).
 */
export async function showComingAndGoing(page: Page, label: string, seconds: number): Promise<void> {
  const file = cameraFiles.get(page);
  if (!file) throw new Error('showComingAndGoing needs a page from cameraPage');
  const frames = Math.round(seconds * FAKE_CAMERA_FPS);
  const labelFrame = readFileSync(await makeLabelVideo(label, `${file}.label`));
  const blank = blankFrame(`${file}.blank`);
  writeFileSync(`${file}.next`, Buffer.concat([...Array<Buffer>(frames).fill(labelFrame), ...Array<Buffer>(frames).fill(blank)]));
  renameSync(`${file}.next`, file);
}

/** What a test may add to a camera page's browser: more Chromium flags, and another origin to open pages on. */
export interface CameraBrowser {
  args?: string[];
  baseURL?: string;
}

export const test = base.extend<{ cameraPage: (label: string, symbology?: Symbology, browser?: CameraBrowser) => Promise<Page> }>({
  cameraPage: async (
    { baseURL, viewport, isMobile, hasTouch, userAgent, deviceScaleFactor, launchOptions, consoleErrors },
    use,
    testInfo,
  ) => {
    const browsers: Browser[] = [];
    await use(async (label, symbology = 'code128', extra = {}) => {
      const video = await makeLabelVideo(label, testInfo.outputPath(`${label}-${symbology}.mjpeg`), symbology);
      const args = [...(launchOptions.args ?? []), ...fakeCameraArgs(video), ...(extra.args ?? [])];
      const browser = await chromium.launch({ ...launchOptions, args });
      browsers.push(browser);
      const context = await browser.newContext({
        baseURL: extra.baseURL ?? baseURL,
        viewport,
        isMobile,
        hasTouch,
        userAgent,
        deviceScaleFactor,
      });
      watchConsole(context, consoleErrors);
      const page = await context.newPage();
      cameraFiles.set(page, video);
      return page;
    });
    await Promise.all(browsers.map((browser) => browser.close()));
    const unexpected = consoleErrors.unexpected;
    if (unexpected.length > 0) throw new Error(`The page logged ${unexpected.length} error(s):\n${unexpected.join('\n')}`);
  },
});

export { expect } from '../fixtures';

type Clocks = { headingAt?: Promise<number> };

/**
 * Starts watching the page for an h1 that reads `text`. The returned function gives the
 * page's performance.now() when that heading entered the DOM, so a test can time a scan
 * against the page's own marks and key events.
 */
export async function watchForHeading(page: Page, text: string): Promise<() => Promise<number>> {
  await page.evaluate((wanted) => {
    (window as Clocks).headingAt = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (![...document.querySelectorAll('h1')].some((h1) => h1.textContent === wanted)) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
  }, text);
  return () => page.evaluate(() => (window as Clocks).headingAt ?? Promise.reject(new Error('not watching')));
}
