import { describe, expect, it } from 'vitest';
import { decodeCsv } from './decode';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('decodeCsv', () => {
  it('reads UTF-8, dropping the byte-order mark Excel writes first', () => {
    expect(decodeCsv(bytes([0xef, 0xbb, 0xbf], 'name\nCrème\n'))).toEqual({ text: 'name\nCrème\n', encoding: 'UTF-8' });
    expect(decodeCsv(bytes('name\nCrème\n'))).toEqual({ text: 'name\nCrème\n', encoding: 'UTF-8' });
  });

  it('reads what is not UTF-8 as Windows-1252, as Excel\'s "CSV (Comma delimited)" writes it', () => {
    // "Crème;5 €" in Windows-1252: è is 0xE8, € is 0x80; neither is valid UTF-8 there.
    expect(decodeCsv(bytes('name\nCr', [0xe8], 'me;5 ', [0x80], '\n'))).toEqual({ text: 'name\nCrème;5 €\n', encoding: 'Windows-1252' });
  });

  it('reads UTF-16 with its byte-order mark, as Excel\'s "Unicode text" writes it', () => {
    const utf16le = [0xff, 0xfe, ...[...'Crème'].flatMap((char) => [char.charCodeAt(0), 0])];
    expect(decodeCsv(new Uint8Array(utf16le))).toEqual({ text: 'Crème', encoding: 'UTF-16' });
  });

  it('refuses a workbook, a binary file and text in another code page, saying why and what to do', () => {
    const refusal = (decoded: ReturnType<typeof decodeCsv>) => ('refused' in decoded ? decoded.refused : null);
    expect(refusal(decodeCsv(bytes([0x50, 0x4b, 0x03, 0x04], 'xl/workbook.xml')))).toMatch(
      /^This is an Excel workbook, not a CSV file\. In Excel, choose File › Save As/,
    );
    expect(refusal(decodeCsv(bytes('name', [0, 1, 2])))).toMatch(/^This file is not text/);
    // 0x81 and 0x8D are no letters in Windows-1252 (here a Cyrillic code page's "Ѓ" and "Ќ").
    expect(refusal(decodeCsv(bytes('name\n', [0x81, 0x8d], '\n')))).toMatch(/^This file is neither UTF-8 nor Windows-1252/);
  });
});
