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

export interface Key {
  key: string;
  /** what the key types; keys without it (Tab) are sent as raw key-downs */
  text?: string;
  code?: string;
  windowsVirtualKeyCode?: number;
  /** CDP modifier bits: 1 Alt, 2 Ctrl, 4 Meta, 8 Shift */
  modifiers?: number;
}
export const ENTER: Key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' };
export const TAB: Key = { key: 'Tab', code: 'Tab', windowsVirtualKeyCode: 9 };

/** Ctrl and a letter: how a scanner types a control character (Ctrl+B is STX, Ctrl+C is ETX). */
export const ctrlKey = (letter: string): Key => {
  const upper = letter.toUpperCase();
  return { key: letter.toLowerCase(), code: `Key${upper}`, windowsVirtualKeyCode: upper.charCodeAt(0), modifiers: 2 };
};

const charKeys = (text: string): Key[] => [...text].map((char) => ({ key: char, text: char }));

/**
 * Sends keys stamped `gapsMs[i]` apart (the gap after key i). `paced` keeps each key from
 * leaving before its time, as a real scanner cannot type ahead of the clock. Unstamped, each
 * key carries the time the browser took it, as a busy phone hands a Bluetooth scanner's keys
 * to the page late and unevenly.
 */
async function sendKeys(page: Page, keys: Key[], gapsMs: readonly number[], paced: boolean, stamped = true) {
  if (gapsMs.length !== keys.length - 1) throw new Error(`${keys.length} keys need ${keys.length - 1} gaps, not ${gapsMs.length}`);
  const cdp = await page.context().newCDPSession(page);
  let at = Date.now();
  for (const [index, key] of keys.entries()) {
    if (paced && at > Date.now()) await new Promise((resolve) => setTimeout(resolve, at - Date.now()));
    const timestamp = stamped ? at / 1000 : undefined;
    await cdp.send('Input.dispatchKeyEvent', { type: key.text ? 'keyDown' : 'rawKeyDown', ...key, timestamp });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key, text: undefined, timestamp: timestamp && timestamp + 0.004 });
    at += gapsMs[index] ?? 0;
  }
  await cdp.detach();
}

export async function scanWithWedge(page: Page, text: string, terminator: 'Enter' | 'Tab' = 'Enter') {
  const keys = [...charKeys(text), terminator === 'Enter' ? ENTER : TAB];
  await sendKeys(
    page,
    keys,
    keys.slice(1).map(() => SCANNER_KEY_MS),
    false,
  );
}

/**
 * A scan at a scanner's own uneven pace, sent in real time: `gapsMs` holds the gap after each
 * key but the last, the prefix included (text.length gaps without a prefix, one more with it).
 */
export async function scanWithGaps(
  page: Page,
  text: string,
  gapsMs: readonly number[],
  { prefix, terminator = ENTER, stamped = true }: { prefix?: Key; terminator?: Key; stamped?: boolean } = {},
) {
  await sendKeys(page, [...(prefix ? [prefix] : []), ...charKeys(text), terminator], gapsMs, true, stamped);
}
