import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import type * as Zxing from '@zxing/library';
import { placeLabels, type Box, type LabelSize } from '../../src/shared/label-payload';

// @zxing/library is CommonJS whose named exports Node's ESM loader cannot see; require works
// the same under Vitest and Playwright.
const {
  BinaryBitmap,
  ChecksumException,
  Code128Reader,
  DecodeHintType,
  FormatException,
  HybridBinarizer,
  NotFoundException,
  QRCodeReader,
  RGBLuminanceSource,
} = createRequire(import.meta.url)('@zxing/library') as typeof Zxing;

/**
 * Reads barcodes back from a PDF the way a scanner would from paper: poppler's pdftoppm
 * (Debian package poppler-utils) rasterises each page to grey pixels, and ZXing decodes them.
 */

export interface GreyImage {
  width: number;
  height: number;
  pixels: Uint8ClampedArray;
}

/** A binary PGM (P5, 8-bit), what `pdftoppm -gray` writes. */
export function parsePgm(file: Buffer): GreyImage {
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(file.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a binary PGM');
  const [whole, width, height, maxValue] = header as unknown as [string, string, string, string];
  if (maxValue !== '255') throw new Error(`PGM with max value ${maxValue} is not 8-bit`);
  const size = Number(width) * Number(height);
  return { width: Number(width), height: Number(height), pixels: new Uint8ClampedArray(file.subarray(whole.length, whole.length + size)) };
}

/** Every page of the PDF as a grey image at `dpi`. */
export function rasterise(pdf: Uint8Array, dpi: number): GreyImage[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lotline-pdf-'));
  try {
    fs.writeFileSync(path.join(dir, 'in.pdf'), pdf);
    execFileSync('pdftoppm', ['-gray', '-r', String(dpi), path.join(dir, 'in.pdf'), path.join(dir, 'page')]);
    // pdftoppm numbers pages with as many digits as the last page needs, so names sort.
    return fs
      .readdirSync(dir)
      .filter((name) => name.endsWith('.pgm'))
      .sort()
      .map((name) => parsePgm(fs.readFileSync(path.join(dir, name))));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** The part of the image inside `box`, as its own image. */
export function crop(image: GreyImage, box: PixelBox): GreyImage {
  const left = Math.max(0, Math.round(box.left));
  const top = Math.max(0, Math.round(box.top));
  const width = Math.min(image.width - left, Math.round(box.width));
  const height = Math.min(image.height - top, Math.round(box.height));
  const pixels = new Uint8ClampedArray(width * height);
  for (let row = 0; row < height; row++) {
    const start = (top + row) * image.width + left;
    pixels.set(image.pixels.subarray(start, start + width), row * width);
  }
  return { width, height, pixels };
}

/** The image turned a quarter clockwise. */
export function rotate(image: GreyImage): GreyImage {
  const pixels = new Uint8ClampedArray(image.pixels.length);
  for (let y = 0; y < image.height; y++) {
    for (let x = 0; x < image.width; x++) pixels[x * image.height + (image.height - 1 - y)] = image.pixels[y * image.width + x] ?? 255;
  }
  return { width: image.height, height: image.width, pixels };
}

/** The image in the four ways a hand might turn it. */
export const turns = (image: GreyImage): GreyImage[] => [image, rotate(image), rotate(rotate(image)), rotate(rotate(rotate(image)))];

/** One reader per symbology, so a miss is a plain exception rather than MultiFormatReader's console noise. */
const READERS = {
  // Try-harder scans every row for a 1D code.
  code128: () => ({ reader: new Code128Reader(), hints: new Map<Zxing.DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]) }),
  qr: () => ({ reader: new QRCodeReader(), hints: new Map<Zxing.DecodeHintType, unknown>() }),
};

/** The text of the one barcode of `format` in the image, or null if this frame reads none. */
export function decode(image: GreyImage, format: keyof typeof READERS): string | null {
  const { reader, hints } = READERS[format]();
  const bitmap = new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(image.pixels, image.width, image.height)));
  try {
    return reader.decode(bitmap, hints).getText();
  } catch (error) {
    // Not found, or found but unreadable: either way this frame read nothing.
    if (error instanceof NotFoundException || error instanceof ChecksumException || error instanceof FormatException) return null;
    throw error;
  }
}

/** What a scanner that keeps re-aiming reads first: the first frame that decodes, or null. */
export function firstRead(frames: Iterable<GreyImage>, format: keyof typeof READERS): string | null {
  for (const frame of frames) {
    const text = decode(frame, format);
    if (text !== null) return text;
  }
  return null;
}

/** A box of a label on a page rasterised at `dpi`, in pixels. */
export function pixelsOf(origin: { x: number; y: number }, box: Box, dpi: number): PixelBox {
  const px = dpi / 25.4;
  return { left: (origin.x + box.x) * px, top: (origin.y + box.y) * px, width: box.width * px, height: box.height * px };
}

/** The print is read at 200 dpi, like a sharp camera frame; re-aimed frames come from the others. */
export const READ_DPI = 200;
const REAIM_DPIS = [150, 300];

export interface ReadBack {
  pages: number;
  /** Per label in print order: [what its Code 128 reads, what its QR reads]. */
  reads: [string | null, string | null][];
}

/**
 * Every label of a label PDF read back from its printed barcodes. Each label's whole cell is
 * searched, so a barcode drawn outside its box still counts. The Code 128 is read from one
 * 200 dpi frame. The QR may take a scanner's re-aiming (other resolutions, the label turned):
 * @zxing/library 0.23 misses a few percent of valid QR codes in any one frame (see
 * docs/decisions/009-labels.md), and whatever it reads first is what is reported.
 */
export function readLabels(pdf: Uint8Array, size: LabelSize, count: number): ReadBack {
  const rasters = new Map([READ_DPI, ...REAIM_DPIS].map((dpi) => [dpi, rasterise(pdf, dpi)]));
  const cell = { x: 0, y: 0, ...size.label };
  const cellAt = (dpi: number, page: number, origin: { x: number; y: number }): GreyImage => {
    const image = rasters.get(dpi)?.[page];
    if (!image) throw new Error(`the PDF has no page ${page + 1}`);
    return crop(image, pixelsOf(origin, cell, dpi));
  };
  function* frames(page: number, origin: { x: number; y: number }) {
    for (const dpi of [READ_DPI, ...REAIM_DPIS]) yield* turns(cellAt(dpi, page, origin));
  }
  const reads = placeLabels(size, count).flatMap((origins, page) =>
    origins.map((origin): [string | null, string | null] => [
      decode(cellAt(READ_DPI, page, origin), 'code128'),
      firstRead(frames(page, origin), 'qr'),
    ]),
  );
  return { pages: rasters.get(READ_DPI)?.length ?? 0, reads };
}
