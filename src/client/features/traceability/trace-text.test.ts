import { describe, expect, it } from 'vitest';
import { annotationText, rangeText, totalsText, wentNowhereText } from './trace-text';
import { requestOf, splitIds } from './trace-params';

describe('rangeText', () => {
  it('shows a range with an en dash and the unit', () => {
    expect(rangeText(5, 7, 'kg')).toBe('5–7 kg');
    expect(rangeText(0, 2, 'ea')).toBe('0–2 ea');
  });

  it('shows one figure when the bound is exact', () => {
    expect(rangeText(10, 10, 'kg')).toBe('10 kg');
  });

  it('keeps a mixture share to six places, groups thousands, and shows a bare number without a unit', () => {
    expect(rangeText(3.25, 7.5, 'L')).toBe('3.25–7.5 L');
    expect(rangeText(0.333333, 1250, 'g')).toBe('0.333333–1,250 g');
    expect(rangeText(1, 2, null)).toBe('1–2');
  });
});

describe('report words', () => {
  it('explains annotations in words', () => {
    expect(annotationText('complement-capacity')).toBe('split across outputs');
    expect(annotationText('mixture-allocation')).toBe('passed through a mixture');
  });

  it('writes the totals as a sum that reconciles', () => {
    expect(totalsText({ batch_id: 'BAT000001', entered: 7, on_hand: 5.25, released: 0.35, consumed: 1.4, written_off: 0 }, 'kg')).toBe(
      '7 kg entered = 5.25 kg on hand + 0.35 kg released + 1.4 kg consumed + 0 kg written off',
    );
  });

  it('says a lot went nowhere, in the singular and the plural', () => {
    expect(wentNowhereText(['BAT000001'])).toBe('Lot BAT000001 went nowhere: nothing was consumed, mixed or released from it.');
    expect(wentNowhereText(['BAT000001', 'BAT000002'])).toContain('Lots BAT000001, BAT000002 went nowhere');
  });
});

describe('trace params', () => {
  it('takes lot and run labels from typed text, keeping the rest apart', () => {
    expect(splitIds('bat000001, INS000002 MIX000003 hello')).toEqual({ ids: ['BAT000001', 'INS000002'], rejected: ['MIX000003', 'hello'] });
  });

  it('asks for lots and runs once each, or nothing', () => {
    expect(requestOf(['BAT1', 'INS2', 'BAT1'], 'upstream')).toEqual({
      batch_ids: ['BAT1'],
      step_instance_ids: ['INS2'],
      direction: 'upstream',
    });
    expect(requestOf([], 'downstream')).toBeNull();
  });
});
