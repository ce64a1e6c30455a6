import { z } from 'zod';
import { envelope } from './contract/envelope';
import { expected, idOf } from './contract/fields';
import { LABEL_PREFIXES } from './labels';

/**
 * What a printed label is, shared by the label screen, the PDF and the ZPL: which ids may be
 * printed, the label sizes, and where the barcodes and text sit on a label. All lengths are
 * millimetres from the top-left corner. See docs/decisions/009-labels.md.
 */

/** Every kind carries a printed label: a template's hangs at its line, a run's goes on its batch record. */
export const LabelId = idOf(...LABEL_PREFIXES);

/** Bounds the work of one PDF: ten full A4 sheets. */
export const MAX_LABELS = 240;

/** The barcode payload is the label itself: A–Z and 0–9 read the same on any keyboard layout. */
export function payloadOf(id: string): string {
  if (!/^[A-Z0-9]+$/.test(id)) throw new Error(`${id} is not a label payload`);
  return id;
}

export interface LabelSize {
  id: string;
  title: string;
  /** A roll prints one label per page; a sheet is a grid of labels on a page. */
  kind: 'roll' | 'sheet';
  page: { width: number; height: number };
  label: { width: number; height: number };
  columns: number;
  rows: number;
  margin: { top: number; left: number };
  /** Space between neighbouring labels on a sheet. */
  gap: { x: number; y: number };
}

const roll = <I extends string>(id: I, title: string, width: number, height: number): LabelSize & { id: I } => ({
  id,
  title,
  kind: 'roll',
  page: { width, height },
  label: { width, height },
  columns: 1,
  rows: 1,
  margin: { top: 0, left: 0 },
  gap: { x: 0, y: 0 },
});

/** A sheet whose grid is centred on the page, as the common die-cut sheets are. */
function sheet<I extends string>(
  id: I,
  title: string,
  page: LabelSize['page'],
  label: LabelSize['label'],
  columns: number,
  rows: number,
  gapX: number,
): LabelSize & { id: I } {
  const left = (page.width - columns * label.width - (columns - 1) * gapX) / 2;
  const top = (page.height - rows * label.height) / 2;
  return { id, title, kind: 'sheet', page, label, columns, rows, margin: { top, left }, gap: { x: gapX, y: 0 } };
}

const IN = 25.4;

export const LABEL_SIZES = [
  sheet('a4-3x8', 'A4 sheet, 3 × 8 labels 63.5 × 33.9 mm', { width: 210, height: 297 }, { width: 63.5, height: 33.9 }, 3, 8, 2.5),
  sheet(
    'letter-3x10',
    'Letter sheet, 3 × 10 labels 2⅝ × 1 in',
    { width: 8.5 * IN, height: 11 * IN },
    { width: 2.625 * IN, height: IN },
    3,
    10,
    0.125 * IN,
  ),
  roll('62x29', '62 × 29 mm roll', 62, 29),
  roll('57x32', '57 × 32 mm roll', 57, 32),
  roll('2x1in', '2 × 1 in roll (50.8 × 25.4 mm)', 2 * IN, IN),
  roll('4x6in', '4 × 6 in shipping label (101.6 × 152.4 mm)', 4 * IN, 6 * IN),
] as const;

export type SizeName = (typeof LABEL_SIZES)[number]['id'];
export const SIZE_IDS = LABEL_SIZES.map((size) => size.id) as [SizeName, ...SizeName[]];
export const DEFAULT_SIZE: SizeName = 'a4-3x8';

export type KnownSize = (typeof LABEL_SIZES)[number];
export const sizeOf = (id: SizeName): KnownSize => LABEL_SIZES.find((size) => size.id === id) ?? LABEL_SIZES[0];

/** `ids=BIN000001,BAT000002`: a comma-separated list; a repeated id prints that label again. */
const LabelIds = z
  .string({ error: expected('str') })
  .transform((ids) => (ids === '' ? [] : ids.split(',')))
  .pipe(z.array(LabelId).min(1, 'must name at least one label').max(MAX_LABELS, `must name at most ${MAX_LABELS} labels`));

const Size = z.enum(SIZE_IDS, { error: `must be one of ${SIZE_IDS.join(', ')}` });

/** `GET /api/labels` and `GET /api/labels.pdf` parameters. */
export const LabelsQuery = z.object({ ids: LabelIds, size: Size.default(DEFAULT_SIZE) });
export type LabelsQuery = z.infer<typeof LabelsQuery>;

/** Dots per millimetre of the common Zebra print heads. */
export const ZPL_DPMM = { '203': 8, '300': 12, '600': 24 } as const;

/** `GET /api/labels.zpl` parameters: each label is printed at the chosen size's label dimensions. */
export const ZplQuery = LabelsQuery.extend({
  dpi: z.enum(['203', '300', '600'], { error: 'must be one of 203, 300, 600' }).default('203'),
});
export type ZplQuery = z.infer<typeof ZplQuery>;

/** What a label shows besides its id: the item's name (bins have none). */
export const LabelState = z.object({ id: LabelId, name: z.string().nullable() });
export type LabelState = z.infer<typeof LabelState>;

export const LabelsResource = envelope(z.object({ labels: z.array(LabelState) }));
export type LabelsResource = z.infer<typeof LabelsResource>;

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Where things sit on one label. Barcode boxes include their quiet zones. */
export interface LabelLayout {
  qr: Box;
  code128: Box;
  text: Box;
  name: Box;
  /** Height of one name line; the name takes at most two. */
  nameSize: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/**
 * Wide labels put the QR beside the id and name, with the Code 128 across the bottom; tall
 * labels (4 × 6 in) stack id, name, QR and Code 128. The Code 128 always spans the full
 * width, because a laser scanner needs long bars more than tall ones.
 */
export function labelLayout(width: number, height: number): LabelLayout {
  const pad = clamp(Math.min(width, height) * 0.06, 1.5, 5);
  const gap = pad * 0.6;
  const inner = { width: width - 2 * pad, height: height - 2 * pad };
  if (height > width * 1.2) {
    const textHeight = inner.width * 0.15;
    const nameSize = inner.width * 0.065;
    const barHeight = inner.width * 0.3;
    const top = pad + textHeight + 2 * nameSize + 2 * gap;
    const qrSize = Math.min(inner.width, height - pad - barHeight - gap - top);
    return {
      text: { x: pad, y: pad, width: inner.width, height: textHeight },
      name: { x: pad, y: pad + textHeight + gap, width: inner.width, height: 2 * nameSize },
      qr: { x: (width - qrSize) / 2, y: top, width: qrSize, height: qrSize },
      code128: { x: pad, y: height - pad - barHeight, width: inner.width, height: barHeight },
      nameSize,
    };
  }
  const barHeight = inner.height * 0.38;
  const top = inner.height - barHeight - gap;
  const right = pad + top + gap;
  const textWidth = width - pad - right;
  return {
    qr: { x: pad, y: pad, width: top, height: top },
    text: { x: right, y: pad, width: textWidth, height: top * 0.45 },
    name: { x: right, y: pad + top * 0.5, width: textWidth, height: top * 0.5 },
    code128: { x: pad, y: height - pad - barHeight, width: inner.width, height: barHeight },
    nameSize: top * 0.22,
  };
}

/** Monospace glyphs advance 0.6 em, so the id's size follows from its box and length. */
export const MONO_ADVANCE = 0.6;
export const textSizeFor = (box: Box, text: string) => Math.min(box.height, box.width / (text.length * MONO_ADVANCE));

/** Top-left corner of each label, page by page, filling rows left to right. */
export function placeLabels(size: LabelSize, count: number): { x: number; y: number }[][] {
  const perPage = size.columns * size.rows;
  const pages: { x: number; y: number }[][] = [];
  for (let index = 0; index < count; index++) {
    const slot = index % perPage;
    if (slot === 0) pages.push([]);
    const column = slot % size.columns;
    const row = Math.floor(slot / size.columns);
    pages[pages.length - 1]?.push({
      x: size.margin.left + column * (size.label.width + size.gap.x),
      y: size.margin.top + row * (size.label.height + size.gap.y),
    });
  }
  return pages;
}
