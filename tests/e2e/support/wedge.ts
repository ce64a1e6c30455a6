import type { Page } from '@playwright/test';

/**
 * A keyboard-wedge scanner is a keyboard that types a whole code within a few milliseconds
 * per key and presses Enter (or Tab). Its key events carry the time the keys were sent, so
 * the page sees its pace however busy the page is. `page.keyboard.type` cannot promise that:
 * it waits for the page to handle each key before sending the next, so on a loaded machine
 * its "10 ms" keys arrive 30 to 110 ms apart. Scanner keys are therefore sent through the
 * DevTools protocol with the timestamps a scanner would give them; a person's typing, which
 * only gets slower under load, uses `page.keyboard.type`.
 */
const SCANNER_KEY_MS = 10;

interface Key {
  key: string;
  /** what the key types; keys without it (Tab) are sent as raw key-downs */
  text?: string;
  code?: string;
  windowsVirtualKeyCode?: number;
}
const ENTER: Key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
const TAB: Key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };

export async function scanWithWedge(page: Page, text: string, terminator: 'Enter' | 'Tab' = 'Enter') {
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const keys: Key[] = [...[...text].map((char) => ({ key: char, text: char })), terminator === 'Enter' ? ENTER : TAB];
  for (const [index, key] of keys.entries()) {
    const timestamp = start + (index * SCANNER_KEY_MS) / 1000;
    await cdp.send('Input.dispatchKeyEvent', { type: key.text ? 'keyDown' : 'rawKeyDown', ...key, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key, text: undefined, timestamp: timestamp + 0.004 });
  }
  await cdp.detach();
}

