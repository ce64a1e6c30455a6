import { describe, expect, it } from 'vitest';
import { csvLines, csvText } from './csv';

describe('csvText', () => {
  it('starts with a BOM, quotes every field and ends every row with CRLF', () => {
    expect(
      csvText([
        ['Bin', 'Name'],
        ['BIN000001', 'Cold room'],
      ]),
    ).toBe('\uFEFF"Bin","Name"\r\n"BIN000001","Cold room"\r\n');
  });

  it('doubles quotes and keeps commas, line breaks and accents inside their field', () => {
    const text = csvText([['Say "hi", then\nleave', 'Crème brûlée']]);
    expect(text).toBe('\uFEFF"Say ""hi"", then\nleave","Crème brûlée"\r\n');
  });

  it('keeps text that a spreadsheet would run as a formula as text', () => {
    expect(csvText([['=SUM(A1)', '+1', '-2', '@x', 'a=b']])).toBe(`\uFEFF"'=SUM(A1)","'+1","'-2","'@x","a=b"\r\n`);
  });

  it('writes empty fields and an empty table', () => {
    expect(csvText([['', 'x']])).toBe('\uFEFF"","x"\r\n');
    expect(csvText([])).toBe('\uFEFF');
  });

  it('writes rows without the BOM, for the parts after the first', () => {
    expect(csvLines([['a', '=b']])).toBe(`"a","'=b"\r\n`);
  });
});
