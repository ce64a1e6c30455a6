import { AI_TABLE } from './ai-table';
import { valueProblem, type Element, type Split } from './element-string';

/** Whether the text is an http(s) URI, which is a Digital Link only if it has a GTIN path. */
export const isHttpUri = (text: string): boolean => /^https?:\/\//i.test(text);

const decode = (part: string): string | null => {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
};

/**
 * The elements of a GS1 Digital Link URI (GS1 Digital Link URI Syntax 1.x): any domain and
 * path prefix, then /01/{gtin} and qualifier pairs such as /10/{lot}/21/{serial}, then data
 * attributes as numeric query keys (?17=270508). Other query keys (linkType, …) are not GS1 data.
 * Null when the URI has no /01/ path: it is then some other web address.
 */
export function splitDigitalLink(uri: string): Split | null {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return null;
  }
  const segments = url.pathname.split('/').filter((segment) => segment !== '');
  const start = segments.indexOf('01');
  if (start < 0) return null;
  const pairs: [string, string][] = [];
  const path = segments.slice(start);
  if (path.length % 2 !== 0) return { ok: false, error: `the Digital Link path ends with an AI without its value: /${path.join('/')}` };
  for (let i = 0; i < path.length; i += 2) pairs.push([path[i] ?? '', path[i + 1] ?? '']);
  for (const [key, value] of url.searchParams) if (/^[0-9]{2,4}$/.test(key)) pairs.push([key, value]);

  const elements: Element[] = [];
  for (const [ai, raw] of pairs) {
    const def = AI_TABLE.get(ai);
    if (!def) return { ok: false, error: `unknown application identifier "${ai}" in the Digital Link` };
    const value = decode(raw);
    if (value === null) return { ok: false, error: `(${ai}) is not valid percent-encoding: "${raw}"` };
    // A Digital Link may carry a GTIN-8, -12 or -13; the element string's is always 14 digits.
    const data = ai === '01' && /^[0-9]{8}$|^[0-9]{12,13}$/.test(value) ? value.padStart(14, '0') : value;
    const problem = valueProblem(def, data);
    if (problem) return { ok: false, error: problem };
    elements.push({ ai, value: data });
  }
  return { ok: true, elements };
}
