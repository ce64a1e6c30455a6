import { describe, expect, it } from 'vitest';
import { barcodeUrl } from './barcodes';

const svgOf = (url: string) => decodeURIComponent(url.slice('data:image/svg+xml,'.length));
const viewBox = (svg: string) => /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);

describe('barcodeUrl', () => {
  it('draws a Code 128 with 10-module quiet zones that may stretch to its box', () => {
    const svg = svgOf(barcodeUrl('code128', 'BAT000012'));
    // 112 modules of symbol (see the server's symbols test) and 2 × 10 of quiet zone.
    expect(viewBox(svg)?.[0]).toBe(132);
    expect(svg).toContain('preserveAspectRatio="none"');
  });

  it('draws a square QR with a 4-module quiet zone', () => {
    const [width, height] = viewBox(svgOf(barcodeUrl('qr', 'BAT000012'))) ?? [];
    // Version 1 is 21 modules; BWIPP draws 2D modules two units wide.
    expect(width).toBe((21 + 8) * 2);
    expect(height).toBe(width);
  });

  it('refuses a payload that is not a label', () => {
    expect(() => barcodeUrl('qr', 'bat 12')).toThrow();
  });
});
