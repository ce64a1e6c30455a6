/** Width of a text at the size being laid out, in the same unit as the width it must fit. */
export type Measure = (text: string) => number;

const ELLIPSIS = '…';

/** The longest start of `text` that fits with an ellipsis after it. */
function shorten(text: string, width: number, measure: Measure): string {
  let end = text.length;
  while (end > 0 && measure(`${text.slice(0, end).trimEnd()}${ELLIPSIS}`) > width) end--;
  return `${text.slice(0, end).trimEnd()}${ELLIPSIS}`;
}

/**
 * Wraps a name into at most `maxLines` lines at spaces. The last line takes as much of the
 * rest as fits and ends with an ellipsis; a word wider than a line is cut the same way. A
 * label has room for a reminder of the name, not all of it.
 */
export function fitLines(text: string, width: number, measure: Measure, maxLines: number): string[] {
  const words = text.split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = '';
  for (const [index, word] of words.entries()) {
    const joined = line ? `${line} ${word}` : word;
    if (measure(joined) <= width) {
      line = joined;
      continue;
    }
    if (lines.length === maxLines - 1) return [...lines, shorten([joined, ...words.slice(index + 1)].join(' '), width, measure)];
    if (line) lines.push(line);
    line = measure(word) <= width ? word : shorten(word, width, measure);
  }
  if (line) lines.push(line);
  return lines;
}

/** Replaces what a font cannot draw (the PDF standard fonts know Latin-1, roughly) with '?'. */
export function drawable(text: string, known: ReadonlySet<number>): string {
  return Array.from(text, (char) => (known.has(char.codePointAt(0) ?? 0) ? char : '?')).join('');
}
