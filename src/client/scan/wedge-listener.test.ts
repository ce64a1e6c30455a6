// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyKeys, takeEarlyKeys } from './early-keys';
import { DEFAULT_SCANNER_SETTINGS, saveScannerSettings, type ScannerSettings } from './scanner-settings';
import { textFieldOf } from './text-field';
import { listenForWedge, type WedgeScan } from './wedge-listener';

let clock = 0;
let stop: () => void;
let scans: WedgeScan[];

/**
 * Presses keys `gapMs` apart as a browser would: a key that is not prevented types into the
 * focused field. A key may carry modifiers ({ key: 'b', ctrlKey: true }).
 */
function press(keys: (string | KeyboardEventInit)[], gapMs: number): KeyboardEvent[] {
  return keys.map((init) => {
    clock += gapMs;
    const { key = '', ...modifiers } = typeof init === 'string' ? { key: init } : init;
    const event = new KeyboardEvent('keydown', { key, ...modifiers, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    (document.activeElement ?? document.body).dispatchEvent(event);
    const field = textFieldOf(document.activeElement);
    if (field && key.length === 1 && !event.ctrlKey && !event.defaultPrevented) field.value += key;
    return event;
  });
}

beforeEach(() => {
  document.body.innerHTML = '<input aria-label="Note" value="Hi"><input type="checkbox" aria-label="Done">';
  scans = [];
  stop = listenForWedge(document, (scan) => scans.push(scan));
});

afterEach(() => {
  stop();
  localStorage.clear();
});

describe('listenForWedge', () => {
  it('reports a burst made with focus outside any field and swallows its Enter', () => {
    const events = press([...'BIN000001', 'Enter'], 10);
    expect(scans).toEqual([{ text: 'BIN000001', field: null, fieldValueBefore: null }]);
    expect(events.at(-1)?.defaultPrevented).toBe(true);
    expect(events.slice(0, -1).some((event) => event.defaultPrevented)).toBe(false);
  });

  it("leaves a person's Enter in a free-text field alone", () => {
    (document.querySelector('input') as HTMLInputElement).focus();
    const events = press([...'BIN000001', 'Enter'], 150);
    expect(scans).toEqual([]);
    expect(events.at(-1)?.defaultPrevented).toBe(false);
  });

  it('reads a label or code at any pace as a scan when no field has focus', () => {
    const events = press([...'BIN000001', 'Enter', ...'4006381333931', 'Enter', ...'hello world', 'Enter'], 150);
    expect(scans.map((scan) => scan.text)).toEqual(['BIN000001', '4006381333931', 'hello world']);
    expect(events.at(-1)?.defaultPrevented).toBe(true);
  });

  it('reads a label or code at any pace as a scan in a field that takes them, but not a stray key or two', () => {
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="Item" data-scan-grammar="code">');
    const item = document.querySelector<HTMLInputElement>('[aria-label=Item]') as HTMLInputElement;
    item.focus();
    press([...'BAT000011', 'Enter', ...'40063813', 'Tab', ...'ab', 'Enter'], 200);
    expect(scans).toEqual([
      { text: 'BAT000011', field: item, fieldValueBefore: '' },
      { text: '40063813', field: item, fieldValueBefore: 'BAT000011' },
    ]);
  });

  it('reads only a label at any pace as a scan in a field that takes labels beside typing', () => {
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="Quantity" data-scan-grammar="label">');
    (document.querySelector('[aria-label=Quantity]') as HTMLInputElement).focus();
    const typed = press([...'12', 'Enter', ...'40063813', 'Enter'], 150);
    expect(typed.some((event) => event.defaultPrevented)).toBe(false);
    press([...'BAT000011', 'Enter'], 150);
    expect(scans.map((scan) => scan.text)).toEqual(['BAT000011']);
  });

  it('reads by grammar only the keys typed into the field the suffix ends, not those typed elsewhere before', () => {
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="Item" data-scan-grammar="code">');
    (document.querySelector('input') as HTMLInputElement).focus();
    press([...'BIN'], 150);
    (document.querySelector('[aria-label=Item]') as HTMLInputElement).focus();
    press([...'SKU000042', 'Enter'], 150);
    expect(scans.map((scan) => scan.text)).toEqual(['SKU000042']);
  });

  it('hands over the focused field and what it held before the burst', () => {
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    press([' ', 't', 'o'], 150);
    clock += 150;
    press([...'BAT000123', 'Tab'], 10);
    expect(field.value).toBe('Hi toBAT000123');
    expect(scans).toEqual([{ text: 'BAT000123', field, fieldValueBefore: 'Hi to' }]);
  });

  it('does not count a checkbox as a field', () => {
    (document.querySelector('[type=checkbox]') as HTMLInputElement).focus();
    press([...'BIN000001', 'Enter'], 10);
    expect(scans[0]?.field).toBeNull();
  });

  it('ignores bursts inside shortcuts and held keys', () => {
    const held = new KeyboardEvent('keydown', { key: 'a', repeat: true, bubbles: true });
    press([...'BIN000'], 10);
    document.body.dispatchEvent(held);
    press(['1', 'Enter'], 10);
    expect(scans).toEqual([]);
  });

  it("takes a slow scanner's keys back out of the field, the first ones included", () => {
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    clock += 1000;
    press([...'BAT0'], 45);
    clock += 180;
    press([...'00123', 'Enter'], 55);
    expect(scans).toEqual([{ text: 'BAT000123', field, fieldValueBefore: 'Hi' }]);
  });

  it('hands over every field the scan typed into when focus moved while it typed', () => {
    document.body.insertAdjacentHTML('beforeend', '<input aria-label="Quantity" value="1">');
    const [note, quantity] = [...document.querySelectorAll<HTMLInputElement>('input')].filter((input) => input.type === 'text');
    note?.focus();
    press([...'BA'], 10);
    quantity?.focus();
    press([...'T000002'], 10);
    quantity?.blur();
    note?.focus();
    press(['Enter'], 10);
    expect(scans).toEqual([
      { text: 'BAT000002', field: note, fieldValueBefore: 'Hi', laterFields: [{ field: quantity, valueBefore: '1' }] },
    ]);
  });

  it('follows the settings saved on this device', () => {
    saveScannerSettings({ ...DEFAULT_SCANNER_SETTINGS, suffix: 'enter' });
    press([...'BIN000001', 'Tab'], 10);
    expect(scans).toEqual([]);
    press([...'BIN000002', 'Enter'], 10);
    expect(scans.map((scan) => scan.text)).toEqual(['BIN000002']);
  });

  it('stops listening when asked', () => {
    stop();
    const onScan = vi.fn();
    stop = listenForWedge(document, onScan);
    stop();
    press([...'BIN000001', 'Enter'], 10);
    expect(onScan).not.toHaveBeenCalled();
    expect(scans).toEqual([]);
  });
});

describe('listenForWedge with a prefix and suffix', () => {
  const framed: ScannerSettings = { prefix: 'Ctrl+B', suffix: 'custom', customSuffix: '~', maxGapMs: 70 };

  beforeEach(() => {
    stop();
    stop = listenForWedge(document, (scan) => scans.push(scan), { settings: framed });
  });

  it('reads a very slow scan between them, keeping both out of the field', () => {
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    const events = press(['Control', { key: 'b', ctrlKey: true }, ...'SKU000042', '~'], 100);
    expect(scans).toEqual([{ text: 'SKU000042', field, fieldValueBefore: 'Hi' }]);
    expect(events[1]?.defaultPrevented).toBe(true);
    expect(field.value).toBe('HiSKU000042');
  });

  it('ends a scan at a pause when the scanner sends no suffix', () => {
    vi.useFakeTimers();
    stop();
    stop = listenForWedge(document, (scan) => scans.push(scan), { settings: { ...framed, suffix: 'none' } });
    press([{ key: 'b', ctrlKey: true }, ...'SKU000042'], 100);
    expect(scans).toEqual([]);
    vi.runAllTimers();
    expect(scans.map((scan) => scan.text)).toEqual(['SKU000042']);
    vi.useRealTimers();
  });
});

describe('listenForWedge with the keys pressed before it started', () => {
  beforeEach(() => {
    stop();
    recordEarlyKeys(document);
  });

  it('reports a scan made entirely before it listened', () => {
    press([...'BIN000001', 'Enter'], 10);
    stop = listenForWedge(document, (scan) => scans.push(scan), { earlyKeys: takeEarlyKeys() });
    expect(scans).toEqual([{ text: 'BIN000001', field: null, fieldValueBefore: null }]);
  });

  it('reads a scan that began before it listened as one scan, and gives the field back what it held', () => {
    const field = document.querySelector('input') as HTMLInputElement;
    field.focus();
    press([...'BAT0'], 10);
    stop = listenForWedge(document, (scan) => scans.push(scan), { earlyKeys: takeEarlyKeys() });
    press([...'00123', 'Enter'], 10);
    expect(scans).toEqual([{ text: 'BAT000123', field, fieldValueBefore: 'Hi' }]);
  });

  it('hands the keys over once and records none after', () => {
    press([...'BIN000001', 'Enter'], 10);
    expect(takeEarlyKeys()).toHaveLength(10);
    press([...'BIN000002', 'Enter'], 10);
    expect(takeEarlyKeys()).toEqual([]);
    stop = listenForWedge(document, (scan) => scans.push(scan), { earlyKeys: takeEarlyKeys() });
    expect(scans).toEqual([]);
  });
});
