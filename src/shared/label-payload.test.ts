import { describe, expect, it } from 'vitest';
import {
  LABEL_SIZES,
  labelLayout,
  LabelsQuery,
  MAX_LABELS,
  payloadOf,
  placeLabels,
  sizeOf,
  textSizeFor,
  ZplQuery,
  type Box,
} from './label-payload';

describe('LabelsQuery', () => {
  it('splits ids on commas, keeps repeats and defaults the size to an A4 sheet', () => {
    expect(LabelsQuery.parse({ ids: 'BIN000001,BAT000002,BIN000001' })).toEqual({
      ids: ['BIN000001', 'BAT000002', 'BIN000001'],
      size: 'a4-3x8',
    });
  });

  it('names a bad id by its place in the list', () => {
    const result = LabelsQuery.safeParse({ ids: 'BIN000001,SKU12A' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['ids', 1]]);
  });

  it(`takes at most ${MAX_LABELS} labels`, () => {
    expect(LabelsQuery.safeParse({ ids: Array(MAX_LABELS).fill('BIN000001').join(',') }).success).toBe(true);
    expect(
      LabelsQuery.safeParse({
        ids: Array(MAX_LABELS + 1)
          .fill('BIN000001')
          .join(','),
      }).success,
    ).toBe(false);
  });

  it('defaults ZPL to a 203 dpi print head', () => {
    expect(ZplQuery.parse({ ids: 'BIN000001', size: '62x29' })).toEqual({ ids: ['BIN000001'], size: '62x29', dpi: '203' });
  });
});

describe('payloadOf', () => {
  it('is the label itself, and refuses anything but A–Z and 0–9', () => {
    expect(payloadOf('BAT000012')).toBe('BAT000012');
    for (const bad of ['bat000012', 'BAT 12', 'BAT^FS', 'BÄT1']) expect(() => payloadOf(bad)).toThrow();
  });
});

const inside = (box: Box, width: number, height: number) =>
  box.x >= 0 && box.y >= 0 && box.x + box.width <= width + 1e-9 && box.y + box.height <= height + 1e-9;
const overlap = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe.each(LABEL_SIZES.map((size) => [size.id, size] as const))('size %s', (_id, size) => {
  it('fits its grid on the page', () => {
    const last = placeLabels(size, size.columns * size.rows)[0]?.at(-1);
    expect(last).toBeDefined();
    expect(last!.x + size.label.width).toBeLessThanOrEqual(size.page.width + 1e-9);
    expect(last!.y + size.label.height).toBeLessThanOrEqual(size.page.height + 1e-9);
  });

  it('lays out a label whose parts stay inside it and apart', () => {
    const { width, height } = size.label;
    const { qr, code128, text, name } = labelLayout(width, height);
    for (const box of [qr, code128, text, name]) expect(inside(box, width, height)).toBe(true);
    expect(qr.width).toBeCloseTo(qr.height);
    for (const [a, b] of [
      [qr, code128],
      [qr, text],
      [qr, name],
      [text, name],
      [text, code128],
      [name, code128],
    ] as const)
      expect(overlap(a, b)).toBe(false);
    // A QR module of at least 0.4 mm and a Code 128 of at least 30 mm wide keep them scannable.
    expect(qr.width / 29).toBeGreaterThanOrEqual(0.4);
    expect(code128.width).toBeGreaterThanOrEqual(30);
  });
});

describe('placeLabels', () => {
  it('fills an A4 sheet row by row, 24 to a page', () => {
    const pages = placeLabels(sizeOf('a4-3x8'), 25);
    expect(pages.map((page) => page.length)).toEqual([24, 1]);
    expect(pages[0]![1]!.y).toBe(pages[0]![0]!.y);
    expect(pages[0]![3]!.x).toBe(pages[0]![0]!.x);
    expect(pages[1]![0]).toEqual(pages[0]![0]);
  });

  it('puts each roll label on its own page', () => {
    expect(placeLabels(sizeOf('62x29'), 3)).toEqual([[{ x: 0, y: 0 }], [{ x: 0, y: 0 }], [{ x: 0, y: 0 }]]);
  });
});

describe('textSizeFor', () => {
  it('is the box height unless the text would be too wide for it', () => {
    expect(textSizeFor({ x: 0, y: 0, width: 100, height: 5 }, 'BIN000001')).toBe(5);
    expect(textSizeFor({ x: 0, y: 0, width: 27, height: 10 }, 'BIN000001')).toBeCloseTo(5);
  });
});
