import { describe, expect, it } from 'vitest';
import { hasUnsavedWork } from './unsaved-work';

const fresh = { bin: '', item: '', destination: '', quantity: '1', operator: 'Ines', note: '' };

describe('hasUnsavedWork', () => {
  it('is none in a fresh form, or one holding only the bins kept for the next item', () => {
    expect(hasUnsavedWork(fresh, fresh)).toBe(false);
    expect(hasUnsavedWork(fresh, { ...fresh, bin: 'BIN000001', destination: 'BIN000002' })).toBe(false);
  });

  it('is a scanned item, a count or a note', () => {
    expect(hasUnsavedWork(fresh, { ...fresh, item: 'BAT000011' })).toBe(true);
    expect(hasUnsavedWork(fresh, { ...fresh, quantity: '5' })).toBe(true);
    expect(hasUnsavedWork(fresh, { ...fresh, note: 'returned' })).toBe(true);
  });

  it("is none in a link's prefill left as it came", () => {
    const prefilled = { ...fresh, item: 'SKU000004' };
    expect(hasUnsavedWork(prefilled, prefilled)).toBe(false);
  });
});
