import type SQLite from 'better-sqlite3';
import { foldAccents } from './accents';

/**
 * Words as list filters match them (decision 030): lower-cased, folded as the search index folds
 * names (db/accents.ts) and split on anything but letters and digits, so "creme" and "fra" both
 * find "Crème-fraîche", on both databases alike.
 */

const SEPARATORS = /[^\p{L}\p{N}]+/u;

/** A text's words as a filter matches them. */
export const wordsOf = (text: string): string[] => foldAccents(text.toLowerCase()).split(SEPARATORS).filter(Boolean);

/** Each of `words` begins a word of `text`. */
export const startsWordsOf = (text: string, words: readonly string[]): boolean => {
  const own = wordsOf(text);
  return words.every((word) => own.some((ownWord) => ownWord.startsWith(word)));
};

/** The SQLite function `list_match(text, 'word word')`: 1 when each word begins a word of the text. */
export const LIST_MATCH = 'list_match';

/** SQLite has neither regexp_replace nor the fold table, so each connection gets the match as a function (one call a row). */
export function registerListMatch(database: SQLite.Database): void {
  database.function(LIST_MATCH, { deterministic: true }, (text: unknown, words: unknown) =>
    typeof text === 'string' && typeof words === 'string' && startsWordsOf(text, words.split(' ')) ? 1 : 0,
  );
}
