import { z } from 'zod';
import { repeatedCodes, type ItemCodes } from '../../shared/contract/codes';
import { Code } from '../../shared/contract/fields';

export type CodeKind = 'owned' | 'associated';

/** One row of the codes editor; `key` keeps a row's input with it when rows above are removed. */
export interface CodeRow {
  key: string;
  code: string;
  kind: CodeKind;
}

let lastKey = 0;
export const newCodeRow = (code = '', kind: CodeKind = 'owned'): CodeRow => ({ key: `code-${++lastKey}`, code, kind });

export const rowsOf = (codes: ItemCodes): CodeRow[] => [
  ...codes.owned_codes.map((code) => newCodeRow(code, 'owned')),
  ...codes.associated_codes.map((code) => newCodeRow(code, 'associated')),
];

const LIST_OF = { owned: 'owned_codes', associated: 'associated_codes' } as const;

/** The lists a request sends (blank rows dropped), and the row each sent code came from. */
function sentCodes(rows: readonly CodeRow[]) {
  const lists: { owned_codes: string[]; associated_codes: string[] } = { owned_codes: [], associated_codes: [] };
  const rowOf = new Map<string, number>();
  rows.forEach((row, index) => {
    const code = row.code.trim();
    if (!code) return;
    const list = LIST_OF[row.kind];
    rowOf.set(`${list}[${lists[list].length}]`, index);
    lists[list].push(code);
  });
  return { lists, rowOf };
}

export const codesBody = (rows: readonly CodeRow[]) => sentCodes(rows).lists;

export type CodeFieldPath = `codes.${number}.code`;

/** Maps the API's field names (`owned_codes[1]`) to the form row that holds that code. */
export function codeFields(rows: readonly CodeRow[]): Record<string, CodeFieldPath> {
  return Object.fromEntries([...sentCodes(rows).rowOf].map(([name, row]) => [name, `codes.${row}.code` as const]));
}

const CodeRowInput = z.object({
  key: z.string(),
  code: z
    .string()
    .trim()
    .pipe(z.union([z.literal(''), Code])),
  kind: z.enum(['owned', 'associated']),
});

/** Form schema of the editor's rows; its output is the body's two lists. */
export const CodeRows = z
  .array(CodeRowInput)
  .superRefine((rows, ctx) => {
    const { lists, rowOf } = sentCodes(rows);
    for (const { path } of repeatedCodes(lists)) {
      const row = rowOf.get(`${path[0]}[${path[1]}]`) ?? 0;
      ctx.addIssue({ code: 'custom', path: [row, 'code'], message: 'This code is already listed.' });
    }
  })
  .transform(codesBody);
