import bwipjs from 'bwip-js/node';
import { payloadOf } from '../../../shared/label-payload';

/** Quiet zones in modules, as the symbologies require: 10 for Code 128, 4 for QR. */
export const CODE128_QUIET = 10;
export const QR_QUIET = 4;

/** A run of dark modules: x and y in modules from the symbol's top-left, quiet zone included. */
export interface Run {
  x: number;
  y: number;
  width: number;
}

/** A symbol as dark runs on a grid of `width` × `height` modules (Code 128 has one row). */
export interface Barcode {
  width: number;
  height: number;
  runs: Run[];
}

/** bwip-js's encoder output; its options string is BWIPP's own `key=value` syntax. */
function encode(bcid: string, id: string, options = '') {
  const [symbol] = bwipjs.raw(bcid, payloadOf(id), options);
  if (!symbol) throw new Error(`bwip-js drew no ${bcid} for ${id}`);
  return symbol;
}

/** Code 128 bars from bwip-js's encoder, so the PDF draws exactly what bwip-js would. */
export function code128(id: string): Barcode {
  const symbol = encode('code128', id);
  if (!('sbs' in symbol)) throw new Error('code128 gave no bars');
  const runs: Run[] = [];
  let x = CODE128_QUIET;
  // sbs alternates bar and space widths, starting with a bar.
  symbol.sbs.forEach((width, index) => {
    if (index % 2 === 0) runs.push({ x, y: 0, width });
    x += width;
  });
  return { width: x + CODE128_QUIET, height: 1, runs };
}

/** QR modules at error-correction level M, merged into horizontal runs to keep the PDF small. */
export function qrCode(id: string): Barcode {
  const symbol = encode('qrcode', id, 'eclevel=M');
  if (!('pixs' in symbol)) throw new Error('qrcode gave no modules');
  const { pixs, pixx, pixy } = symbol;
  const runs: Run[] = [];
  for (let row = 0; row < pixy; row++) {
    let start = -1;
    for (let column = 0; column <= pixx; column++) {
      const dark = column < pixx && pixs[row * pixx + column] === 1;
      if (dark && start < 0) start = column;
      if (!dark && start >= 0) {
        runs.push({ x: start + QR_QUIET, y: row + QR_QUIET, width: column - start });
        start = -1;
      }
    }
  }
  return { width: pixx + 2 * QR_QUIET, height: pixy + 2 * QR_QUIET, runs };
}
