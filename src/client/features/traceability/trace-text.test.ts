import { describe, expect, it } from 'vitest';
import { accountText, affectedText, annotationText, rangeText, totalsText, wentNowhereText } from './trace-text';
import { requestOf, splitIds } from './trace-params';

describe('rangeText', () => {
  it('shows a range with an en dash and the unit', () => {
    expect(rangeText(5, 7, 'kg')).toBe('5–7 kg');
    expect(rangeText(0, 2, 'ea')).toBe('0–2 ea');
  });

  it('shows one figure when the bound is exact', () => {
    expect(rangeText(10, 10, 'kg')).toBe('10 kg');
  });

  it("rounds a mixture share's bounds outwards to the unit, groups thousands, and shows a bare number without a unit", () => {
    expect(rangeText(3.25, 7.5, 'L')).toBe('3.25–7.5 L');
    expect(rangeText(0.333333, 1250, 'g')).toBe('0.333–1,250 g');
    expect(rangeText(0.333333, 0.666667, 'kg')).toBe('0.333–0.667 kg');
    expect(rangeText(0.571429, 2.571429, 'ea')).toBe('0–3 ea');
    expect(rangeText(1, 2, null)).toBe('1–2');
  });

  it('marks one figure rounded from an exact share', () => {
    expect(rangeText(2.571429, 2.571429, 'ea')).toBe('≈ 3 ea');
  });
});

describe('report words', () => {
  it('explains annotations in words', () => {
    expect(annotationText('complement-capacity')).toBe('split across outputs');
    expect(annotationText('mixture-allocation')).toBe('passed through a mixture');
  });

  it("writes the totals as a sum, at the unit's precision, marking what was rounded", () => {
    expect(
      totalsText({
        batch_id: 'BAT000001',
        unit: 'kg',
        entered: 12,
        on_hand: 7.900621,
        released: 0,
        drawn: 3.726708,
        consumed: 0.372671,
        written_off: 0,
      }),
    ).toBe('12 kg entered = ≈ 7.901 kg on hand + 0 kg released + ≈ 3.727 kg drawn + ≈ 0.373 kg consumed + 0 kg written off');
  });

  it("writes an item's whole quantity in its own unit, and what a recall acts on", () => {
    const account = { unit: 'ea', entered: 100, on_hand: 60, released: 40, drawn: 0, consumed: 0, mixed: 0, written_off: 0 } as const;
    expect(accountText(account)).toBe('60 ea on hand, 40 ea released');
    expect(affectedText({ affected: 'certainly', unit: 'kg', lots: 1, mixtures: 1, on_hand: 10.6, released: 0, drawn: 5 })).toBe(
      'Certainly affected: 1 lot and 1 mixture, 10.6 kg on hand, 5 kg drawn',
    );
    expect(affectedText({ affected: 'possibly', unit: 'ea', lots: 2, mixtures: 0, on_hand: 0, released: 3, drawn: 0 })).toBe(
      'Possibly affected: 2 lots, 0 ea on hand, 3 ea released',
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
