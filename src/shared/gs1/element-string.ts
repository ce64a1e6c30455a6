import { AI_TABLE, aiAt, type AiDefinition } from './ai-table';

/** One application identifier and its data as the code carries it. */
export interface Element {
  ai: string;
  value: string;
}

export type Split = { ok: true; elements: Element[] } | { ok: false; error: string };

/** The group separator (FNC1 in the data): ends a variable-length field. */
export const GS = '\u001d';

/** GS1 AI encodable character set 82 (General Specifications 7.11, figure 7.11-1). */
const SET_82 = /^[!"%&'()*+,\-./0-9:;<=>?A-Z_a-z]+$/;

/** Why `value` is not valid data for the AI, or null when it is. */
export function valueProblem({ ai, format }: AiDefinition, value: string): string | null {
  const { kind, length } = format;
  if (kind === 'numeric' && value.length !== length) {
    return `(${ai}) needs ${length} digits, found ${value.length}${value.length < length ? ': the code is cut short' : ''}`;
  }
  if (value === '') return `(${ai}) is empty`;
  if (value.length > length) return `(${ai}) holds at most ${length} characters, found ${value.length}: a group separator may be missing`;
  if (kind !== 'text-up-to' && !/^[0-9]+$/.test(value)) return `(${ai}) must be digits, found "${value}"`;
  if (kind === 'text-up-to' && !SET_82.test(value)) return `(${ai}) has characters a GS1 code cannot carry: "${value}"`;
  return null;
}

const unknownAi = (at: string): Split => ({ ok: false, error: `unknown application identifier at "${at.slice(0, 4)}"` });

/**
 * Splits an element string as a scanner sends it: AIs run together, a fixed-length field ends
 * by its length, a variable-length one at a group separator or the end of the data.
 */
export function splitElementString(data: string): Split {
  const elements: Element[] = [];
  let rest = data.startsWith(GS) ? data.slice(1) : data;
  while (rest !== '') {
    const def = aiAt(rest);
    if (!def) return unknownAi(rest);
    const body = rest.slice(def.ai.length);
    const separator = body.indexOf(GS);
    const end = def.format.kind === 'numeric' ? Math.min(def.format.length, separator < 0 ? body.length : separator) : separator;
    const value = end < 0 ? body : body.slice(0, end);
    const problem = valueProblem(def, value);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai: def.ai, value });
    rest = body.slice(value.length);
    // An encoder may put a separator after a fixed-length field too; it carries nothing.
    if (rest.startsWith(GS)) rest = rest.slice(1);
  }
  return elements.length > 0 ? { ok: true, elements } : { ok: false, error: 'the code holds no data' };
}

/**
 * Splits the human-readable form "(01)09501101020917(10)AB-1234". A lot holding "(12)" itself
 * would be misread: the parentheses are not data, so that form cannot tell; a scan never has them.
 */
export function splitBracketed(text: string): Split {
  const parts = text.split(/\(([0-9]{2,4})\)/);
  if (parts[0] !== '') return { ok: false, error: 'the human-readable form must start with an AI in parentheses' };
  const elements: Element[] = [];
  for (let i = 1; i < parts.length; i += 2) {
    const ai = parts[i] ?? '';
    const def = AI_TABLE.get(ai);
    if (!def) return unknownAi(ai);
    const value = parts[i + 1] ?? '';
    const problem = valueProblem(def, value);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai, value });
  }
  return { ok: true, elements };
}
