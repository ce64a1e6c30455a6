import { code128, drawingSVG, qrcode } from 'bwip-js/browser';
import { payloadOf } from '../../../shared/label-payload';

export type Symbology = 'code128' | 'qr';

/**
 * Quiet zones ride inside each image, as in the PDF: 10 modules each side of a Code 128, 4
 * around a QR (BWIPP draws a 2D module two units wide, so 8 units). eclevel is a BWIPP option
 * the bwip-js typings do not list, hence the spread.
 */
const QR_OPTIONS = { eclevel: 'M', padding: 8 };

function svgOf(symbology: Symbology, id: string): string {
  const text = payloadOf(id);
  if (symbology === 'qr') return qrcode({ bcid: 'qrcode', text, scale: 1, ...QR_OPTIONS }, drawingSVG());
  // Bars may stretch to the box: a Code 128 reads by the ratio of its widths, not its height.
  const svg = code128({ bcid: 'code128', text, scale: 1, height: 10, paddingwidth: 10 }, drawingSVG());
  return svg.replace('<svg ', '<svg preserveAspectRatio="none" ');
}

const cache = new Map<string, string>();

/** An image URL of the symbol; labels repeat, so each is drawn once. */
export function barcodeUrl(symbology: Symbology, id: string): string {
  const key = `${symbology}:${id}`;
  let url = cache.get(key);
  if (url === undefined) {
    url = `data:image/svg+xml,${encodeURIComponent(svgOf(symbology, id))}`;
    cache.set(key, url);
  }
  return url;
}
