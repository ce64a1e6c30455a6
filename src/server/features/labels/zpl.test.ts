import { describe, expect, it } from 'vitest';
import { sizeOf } from '../../../shared/label-payload';
import { code128, qrCode } from './symbols';
import { labelsZpl, labelZpl, zplText } from './zpl';

describe('zplText', () => {
  it('passes printable ASCII and hex-escapes command characters and UTF-8', () => {
    expect(zplText('Bolts M8 (x100)')).toBe('Bolts M8 (x100)');
    expect(zplText('a^b~c_d\\e')).toBe('a_5Eb_7Ec_5Fd_5Ce');
    expect(zplText('Größe')).toBe('Gr_C3_B6_C3_9Fe');
  });

  it('folds line breaks and runs of spaces into one space', () => {
    expect(zplText(' two\nlines\t here ')).toBe('two lines here');
  });
});

describe('labelZpl', () => {
  it('is one format with the label size, a QR, a Code 128 and the id', () => {
    const zpl = labelZpl({ id: 'BIN000007', name: null }, sizeOf('2x1in'), '203');
    const lines = zpl.split('\n');
    expect(lines.slice(0, 5)).toEqual(['^XA', '^CI28', '^PW406', '^LL203', '^LH0,0']);
    expect(lines.at(-1)).toBe('^XZ');
    expect(zpl).toMatch(/\^BQN,2,\d+\^FDMA,BIN000007\^FS/);
    expect(zpl).toMatch(/\^BY\d+\^BCN,\d+,N,N,N,A\^FDBIN000007\^FS/);
    expect(zpl).toMatch(/\^A0N,\d+,\d+\^FDBIN000007\^FS/);
    expect(zpl).not.toContain('^FB');
  });

  it('adds the name as an escaped two-line text block', () => {
    const zpl = labelZpl({ id: 'SKU000001', name: 'Nuts ^ bolts' }, sizeOf('62x29'), '300');
    expect(zpl).toMatch(/\^FB\d+,2,\d+,L,0\^FH\^FDNuts _5E bolts\^FS/);
  });

  it('keeps both barcodes inside the label at every size and resolution', () => {
    for (const size of ['62x29', '57x32', '2x1in', '4x6in', 'a4-3x8', 'letter-3x10'] as const) {
      for (const dpi of ['203', '300', '600'] as const) {
        const zpl = labelZpl({ id: 'BAT123456', name: 'x' }, sizeOf(size), dpi);
        const width = Number(/\^PW(\d+)/.exec(zpl)?.[1]);
        const qr = /\^FO(\d+),(\d+)\^BQN,2,(\d+)/.exec(zpl)!.slice(1).map(Number) as [number, number, number];
        expect(qr[0] + 21 * qr[2]).toBeLessThanOrEqual(width);
        const bar = /\^FO(\d+),\d+\^BY(\d+)\^BC/.exec(zpl)!.slice(1).map(Number) as [number, number];
        expect(bar[0] + (code128('BAT123456').width - 20) * bar[1]).toBeLessThanOrEqual(width);
      }
    }
  });
});

describe('labelsZpl', () => {
  it('prints one format per label, repeats included', () => {
    const zpl = labelsZpl(
      [
        { id: 'BIN000001', name: null },
        { id: 'BIN000001', name: null },
      ],
      sizeOf('62x29'),
      '203',
    );
    expect(zpl.match(/\^XA/g)).toHaveLength(2);
    expect(zpl.match(/\^XZ/g)).toHaveLength(2);
  });
});

describe('symbols', () => {
  it('adds the quiet zones: 10 modules around a Code 128, 4 around a QR', () => {
    // Start B, B, A, T, Code C, three digit pairs, check and stop: 11 × 10 + 2 = 112 modules.
    expect(code128('BAT000012').width).toBe(112 + 20);
    expect(code128('BAT000012').runs[0]?.x).toBe(10);
    expect(qrCode('BAT000012').width).toBe(21 + 8);
    expect(qrCode('BAT000012').runs[0]).toEqual({ x: 4, y: 4, width: 7 });
  });
});
