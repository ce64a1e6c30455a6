import { describe, expect, it } from 'vitest';
import { hasValidCheckDigit } from './check-digit';
import { gs1Date } from './dates';
import { gtinForms } from './gtin-forms';
import { parseGs1, type Gs1Reading } from './parse';

const TODAY = new Date('2026-11-28T12:00:00Z');
const read = (text: string) => parseGs1(text, TODAY);
const fields = (text: string) => {
  const reading = read(text);
  if (!reading?.ok) throw new Error(`not read: ${JSON.stringify(reading)}`);
  return reading.fields;
};
const errorOf = (text: string) => (read(text) as Extract<Gs1Reading, { ok: false }> | null)?.error;

const ISSUE_EXAMPLE = {
  gtin: '09501101020917',
  expiry: '2027-05-08',
  lot: 'AB-1234',
  quantity: { value: 2.5, unit: 'kg' },
};

describe('parseGs1: the forms a scan arrives in', () => {
  it('reads the human-readable form with parentheses', () => {
    expect(fields('(01)09501101020917(17)270508(10)AB-1234(3102)000250')).toMatchObject(ISSUE_EXAMPLE);
  });

  it.each([
    ['ASCII 29', '\u001d'],
    ['<GS>', '<GS>'],
    ['^]', '^]'],
    ['the control picture ␝', '\u241d'],
  ])('reads an element string whose group separator is %s, with or without a symbology identifier', (_, gs) => {
    const data = `01095011010209171727050810AB-1234${gs}3102000250`;
    for (const prefix of ['', ']C1', ']d2', ']Q3', ']e0']) expect(fields(`${prefix}${data}`)).toMatchObject(ISSUE_EXAMPLE);
  });

  it('reads the DataMatrix UDI example with a variable field before fixed ones and trailing CR/LF', () => {
    expect(fields(']d20108806388269617112302141728021310230214A3263-01\u001d21059\r\n')).toMatchObject({
      gtin: '08806388269617',
      production: '2023-02-14',
      expiry: '2028-02-13',
      lot: '230214A3263-01',
      serial: '059',
    });
  });

  it('reads GS1 Digital Link URIs on any domain, with qualifiers in the path and attributes in the query', () => {
    expect(fields('https://id.gs1.org/01/09501101020917/10/AB-1234?17=270508')).toMatchObject({
      gtin: '09501101020917',
      lot: 'AB-1234',
      expiry: '2027-05-08',
    });
    expect(fields('https://brand.example.com/products/01/9506000134352/21/SER%2F7?3103=001250&linkType=gs1:pip')).toMatchObject({
      gtin: '09506000134352',
      serial: 'SER/7',
      quantity: { value: 1.25, unit: 'kg' },
    });
  });

  it('reads a bare EAN-13 as its GTIN-14', () => {
    expect(fields('4006381333931').gtin).toBe('04006381333931');
    expect(fields(']E04006381333931').gtin).toBe('04006381333931');
  });

  it('reads an SSCC label with its content, count and a weight in pounds', () => {
    expect(fields('(00)106141411234567897(02)09506000134352(37)24(3201)001000')).toMatchObject({
      sscc: '106141411234567897',
      content: '09506000134352',
      count: 24,
      quantity: { value: 100, unit: 'lb' },
    });
  });

  it('keeps dimensions apart from the net content', () => {
    const read = fields('(01)09506000134352(3112)001500(3150)000020');
    expect(read.quantity).toEqual({ value: 20, unit: 'L' });
    expect(read.measures).toEqual([
      { ai: '3112', value: 15, unit: 'm' },
      { ai: '3150', value: 20, unit: 'L' },
    ]);
  });

  it.each(['BIN000001', 'ABC-123', 'https://example.com/page', '12345', '1234567890123'])(
    'leaves %s to other readers (not GS1)',
    (text) => {
      expect(read(text)).toBeNull();
    },
  );
});

describe('parseGs1: malformed codes get a clear message, never a throw', () => {
  it.each([
    ['(01)09501101020918(10)A', '(01) 09501101020918 has a wrong check digit'],
    ['(00)106141411234567890', '(00) 106141411234567890 has a wrong check digit'],
    [']C10109501101020917991234', 'unknown application identifier at "9912"'],
    ['(01)09501101020917(99)X', 'unknown application identifier at "99"'],
    [']C101095011010209171727', '(17) needs 6 digits, found 2: the code is cut short'],
    [']C1010950110102', '(01) needs 14 digits, found 10: the code is cut short'],
    ['(01)09501101020917(17)271332', '(17) 271332 is no date (YYMMDD)'],
    ['(01)09501101020917(17)270230', '(17) 270230 is no date (YYMMDD)'],
    ['(01)09501101020917(10)', '(10) is empty'],
    [']C1010950110102091710ABCDEFGHIJKLMNOPQRSTU', '(10) holds at most 20 characters, found 21: a group separator may be missing'],
    ['(01)09501101020917(10)AB 12', '(10) has characters a GS1 code cannot carry: "AB 12"'],
    ['(01)09501101020917(30)12a', '(30) must be digits, found "12a"'],
    ['(01)09501101020917(10)A(10)B', '(10) appears twice'],
    ['https://id.gs1.org/01/09501101020917/10', 'the Digital Link path ends with an AI without its value: /01/09501101020917/10'],
    ['https://id.gs1.org/01/09501101020917?98=x', 'unknown application identifier "98" in the Digital Link'],
    ['https://id.gs1.org/01/09501101020917/10/%E0%A4%A', '(10) is not valid percent-encoding: "%E0%A4%A"'],
    [']d2', 'the code holds no data'],
  ])('%s', (text, error) => {
    expect(errorOf(text)).toBe(error);
  });
});

describe('gs1Date', () => {
  it('reads DD 00 as the last day of the month', () => {
    expect(gs1Date('270200', TODAY)).toBe('2027-02-28');
    expect(gs1Date('280200', TODAY)).toBe('2028-02-29');
    expect(gs1Date('261200', TODAY)).toBe('2026-12-31');
  });

  it('places the century by GS1 rule: up to 50 years ahead, else the past century', () => {
    expect(gs1Date('760101', TODAY)).toBe('2076-01-01');
    expect(gs1Date('770101', TODAY)).toBe('1977-01-01');
    expect(gs1Date('000101', new Date('2099-06-01T00:00:00Z'))).toBe('2100-01-01');
  });
});

describe('hasValidCheckDigit', () => {
  it('checks GTIN-8, -13, -14 and SSCC', () => {
    for (const good of ['96385074', '4006381333931', '09506000134352', '376104250021234569']) expect(hasValidCheckDigit(good)).toBe(true);
    for (const bad of ['96385075', '4006381333932', '', 'ABCDEFGH']) expect(hasValidCheckDigit(bad)).toBe(false);
  });
});

describe('gtinForms', () => {
  it('lists the shorter GTINs its leading zeros allow', () => {
    expect(gtinForms('09501101020917')).toEqual(['09501101020917', '9501101020917']);
    expect(gtinForms('00012345678905')).toEqual(['00012345678905', '0012345678905', '012345678905']);
    expect(gtinForms('00000096385074')).toEqual(['00000096385074', '0000096385074', '000096385074', '96385074']);
    expect(gtinForms('19501101020914')).toEqual(['19501101020914']);
  });
});
