import { describe, expect, it } from 'vitest';
import { parseCsvFile } from './parse-file';

const parse = (...parts: BlobPart[]) => parseCsvFile(new Blob(parts), () => undefined);

describe('parseCsvFile', () => {
  it('numbers each row by its line in the file, counting the blank ones a spreadsheet leaves', async () => {
    const parsed = await parse('SKU id;Name\r\n;Crème\r\n;;\r\nSKU000002;"Two\r\nlines"\r\nSKU000003;Three\r\n');
    expect(parsed.headers).toEqual(['SKU id', 'Name']);
    expect(parsed.data).toEqual([
      ['', 'Crème'],
      ['SKU000002', 'Two\r\nlines'],
      ['SKU000003', 'Three'],
    ]);
    // A cell of two lines is one row, as a spreadsheet shows it.
    expect(parsed.lines).toEqual([2, 4, 5]);
    expect(parsed).toMatchObject({ errors: [], encoding: 'UTF-8' });
  });

  it('reads a Windows-1252 file with its accents, and says why it cannot read a workbook', async () => {
    const crème = new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x43, 0x72, 0xe8, 0x6d, 0x65, 0x0a]);
    expect(await parse(crème)).toMatchObject({ headers: ['Name'], data: [['Crème']], lines: [2], errors: [], encoding: 'Windows-1252' });
    const workbook = await parse(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14]));
    expect(workbook).toMatchObject({ data: [], encoding: null, errors: [expect.stringMatching(/^This is an Excel workbook/)] });
  });

  it('names a quote left open by its line, in words', async () => {
    expect((await parse('Name\nA\n"B\n')).errors).toEqual(['Line 3: a quote (") opens a cell and is never closed.']);
  });
});
