import { describe, expect, it } from 'vitest';
import { codeFields, codesBody, CodeRows, newCodeRow, rowsOf } from './code-rows';

const rows = [newCodeRow('A1'), newCodeRow(' ', 'associated'), newCodeRow(' UPC ', 'associated'), newCodeRow('B2')];

describe('code rows', () => {
  it('sends owned and associated lists in row order, trimmed, without blank rows', () => {
    expect(codesBody(rows)).toEqual({ owned_codes: ['A1', 'B2'], associated_codes: ['UPC'] });
  });

  it('maps the API field of each sent code back to its row', () => {
    expect(codeFields(rows)).toEqual({
      'owned_codes[0]': 'codes.0.code',
      'owned_codes[1]': 'codes.3.code',
      'associated_codes[0]': 'codes.2.code',
    });
  });

  it('round-trips an item’s codes, owned first', () => {
    const codes = { owned_codes: ['X'], associated_codes: ['Y', 'Z'] };
    expect(codesBody(rowsOf(codes))).toEqual(codes);
    expect(rowsOf(codes).map((row) => row.kind)).toEqual(['owned', 'associated', 'associated']);
  });

  it('gives every row its own key', () => {
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  });

  it('validates each code and flags a repeat on the later row', () => {
    const result = CodeRows.safeParse([newCodeRow('A'), newCodeRow('a b'), newCodeRow('A', 'associated')]);
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['1.code', 'must not contain whitespace characters'],
      ['2.code', 'This code is already listed.'],
    ]);
    const repeat = CodeRows.safeParse([newCodeRow('A'), newCodeRow(''), newCodeRow('A', 'associated')]);
    expect(repeat.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['2.code']);
  });

  it('outputs the body lists when valid', () => {
    expect(CodeRows.parse([newCodeRow('A'), newCodeRow('')])).toEqual({ owned_codes: ['A'], associated_codes: [] });
  });
});
