import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenForWedge, textFieldOf, type WedgeScan } from './wedge-listener';

let clock = 0;
let stop: () => void;
let scans: WedgeScan[];

/** Presses keys `gapMs` apart as a browser would: a key that is not prevented types into the focused field. */
function press(keys: string[], gapMs: number): KeyboardEvent[] {
  return keys.map((key) => {
    clock += gapMs;
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
    Object.defineProperty(event, 'timeStamp', { value: clock });
    (document.activeElement ?? document.body).dispatchEvent(event);
    const field = textFieldOf(document.activeElement);
    if (field && key.length === 1 && !event.defaultPrevented) field.value += key;
    return event;
  });
}

beforeEach(() => {
  document.body.innerHTML = '<input aria-label="Note" value="Hi"><input type="checkbox" aria-label="Done">';
  scans = [];
  stop = listenForWedge(document, (scan) => scans.push(scan));
});

afterEach(() => stop());

describe('listenForWedge', () => {
  it('reports a burst made with focus outside any field and swallows its Enter', () => {
    const events = press([...'BIN000001', 'Enter'], 10);
    expect(scans).toEqual([{ text: 'BIN000001', field: null, fieldValueBefore: null }]);
    expect(events.at(-1)?.defaultPrevented).toBe(true);
    expect(events.slice(0, -1).some((event) => event.defaultPrevented)).toBe(false);
  });

  it("leaves a person's Enter alone", () => {
    const events = press([...'BIN000001', 'Enter'], 150);
    expect(scans).toEqual([]);
    expect(events.at(-1)?.defaultPrevented).toBe(false);
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
