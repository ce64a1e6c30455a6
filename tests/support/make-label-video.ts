import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import bwipjs from 'bwip-js/node';

/**
 * Makes an MJPEG of a label's barcode for Chromium's fake camera
 * (--use-file-for-fake-video-capture), which loops the file as a live camera at 30 frames a
 * second. A Code 128 is one still frame. A QR or DataMatrix is held at four sizes in turn, a
 * third of a second each, as a hand steadies a phone: zxing-js's QR detector misses about 3%
 * of clean symbols at one exact size (zxing-js/library#653) but reads each at some nearby size,
 * and a real camera never holds one exact size for long.
 * Needs ffmpeg (apt-get install ffmpeg). The same label always gives the same bytes.
 *
 * CLI: node --import tsx tests/support/make-label-video.ts BIN000001 out.mjpeg [code128|qrcode|datamatrix]
 */

export type Symbology = 'code128' | 'qrcode' | 'datamatrix';

/** Black on white with a quiet zone: a transparent PNG would turn black in the video. */
function renderBarcode(text: string, symbology: Symbology): Promise<Buffer> {
  return bwipjs.toBuffer({
    bcid: symbology,
    text,
    scale: symbology === 'code128' ? 3 : 6,
    ...(symbology === 'code128' && { height: 15 }),
    includetext: symbology === 'code128',
    textxalign: 'center',
    backgroundcolor: 'FFFFFF',
    paddingwidth: 10,
    paddingheight: 10,
  });
}

/** Heights the barcode is fitted to in the 640x480 frame: the first alone for a Code 128. */
const LABEL_HEIGHTS = [440, 400, 360, 320];
const FRAMES_PER_HEIGHT = 10;

/** Fits the barcode into a 640x480 white frame, the size a fake camera reports. */
const frameFilter = (height: number) =>
  [
    `scale=${height + 160}:${height}:force_original_aspect_ratio=decrease:force_divisible_by=2:flags=neighbor`,
    'pad=640:480:(ow-iw)/2:(oh-ih)/2:white',
    'format=yuvj420p',
  ].join(',');

/** One JPEG of the barcode at one height; bitexact and no metadata keep ffmpeg's version string out. */
function frameOf(png: string, height: number): Buffer {
  return execFileSync(
    'ffmpeg',
    [
      '-loglevel',
      'error',
      '-i',
      png,
      '-vf',
      frameFilter(height),
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-fflags',
      '+bitexact',
      '-flags:v',
      '+bitexact',
      '-map_metadata',
      '-1',
      '-f',
      'mjpeg',
      '-',
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

export async function makeLabelVideo(text: string, outFile: string, symbology: Symbology = 'code128'): Promise<string> {
  const dir = mkdtempSync(path.join(tmpdir(), 'label-video-'));
  try {
    const png = path.join(dir, 'label.png');
    writeFileSync(png, await renderBarcode(text, symbology));
    const heights = symbology === 'code128' ? LABEL_HEIGHTS.slice(0, 1) : LABEL_HEIGHTS;
    // An MJPEG is its JPEG frames one after another.
    writeFileSync(
      outFile,
      Buffer.concat(heights.flatMap((height) => Array<Buffer>(heights.length > 1 ? FRAMES_PER_HEIGHT : 1).fill(frameOf(png, height)))),
    );
    return outFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const [text, outFile, symbology] = process.argv.slice(2);
  if (!text || !outFile) {
    console.error('usage: make-label-video.ts LABEL OUT.mjpeg [code128|qrcode|datamatrix]');
    process.exit(2);
  }
  await makeLabelVideo(text, path.resolve(outFile), (symbology as Symbology | undefined) ?? 'code128');
}
