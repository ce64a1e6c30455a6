import { describe, expect, it } from 'vitest';
import { parseBadge, parseLabel } from './parse-label';

describe('parseLabel', () => {
  it.each([
    ['BIN000001', 'bin', 'BIN000001'],
    ['SKU000042', 'sku', 'SKU000042'],
    ['BAT000123', 'batch', 'BAT000123'],
    ['MIX7', 'mixture', 'MIX7'],
    ['TPL000001', 'step-template', 'TPL000001'],
    ['INS000009', 'step-instance', 'INS000009'],
  ])('reads %s as a %s label', (raw, kind, id) => {
    expect(parseLabel(raw)).toEqual({ kind, prefix: id.slice(0, 3), id });
  });

  it('ignores case and surrounding whitespace', () => {
    expect(parseLabel('  bat000123\n')?.id).toBe('BAT000123');
  });

  it.each([
    [']C0BIN000001', 'AIM symbology identifier of Code 128'],
    [']Q1BIN000001', 'AIM symbology identifier of QR'],
    ['*BIN000001*', 'Code 39 start and stop'],
    ['\u0002BIN000001\u0003', 'STX/ETX framing'],
    ['BIN000001\r\n', 'CR LF suffix'],
    ['BIN000001\t', 'Tab suffix'],
    ['https://lotline.example/bin/BIN000001', 'a label URL'],
  ])('tolerates %j (%s)', (raw) => {
    expect(parseLabel(raw)?.id).toBe('BIN000001');
  });

  it('takes 1 to 9 digits, as ids have', () => {
    expect(parseLabel('BAT7')?.id).toBe('BAT7');
    expect(parseLabel('BAT123456789')?.id).toBe('BAT123456789');
  });

  it.each(['', 'BIN', 'BINX01', 'FOO000001', 'BIN00 01', '4006381333931', 'BIN000001A', 'ABIN000001', 'BIN0000000001'])(
    'refuses %j',
    (raw) => {
      expect(parseLabel(raw)).toBeNull();
    },
  );
});

describe('parseBadge', () => {
  it.each([
    ['PER000002', 'a badge'],
    [' per000002\r\n', 'lower case with a suffix'],
    [']Q1PER000002', 'AIM symbology identifier of QR'],
    ['\u0002PER000002\u0003', 'STX/ETX framing'],
  ])('reads %j (%s) as the badge PER000002', (raw) => {
    expect(parseBadge(raw)).toBe('PER000002');
  });

  it('is no label, and a label is no badge', () => {
    expect(parseLabel('PER000002')).toBeNull();
    expect(parseBadge('BIN000002')).toBeNull();
  });

  it.each(['PER', 'PER0000000001', 'PERX1', 'APER000002', 'PER000002A', 'olga'])('refuses %j', (raw) => {
    expect(parseBadge(raw)).toBeNull();
  });
});
