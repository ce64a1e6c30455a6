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

/** The SQLite function giving a stored text's words, each after one space (' creme fraiche'). */
export const LIST_WORDS = 'list_words';

/** SQLite has neither regexp_replace nor the fold table, so each connection gets the function. */
export function registerListWords(database: SQLite.Database): void {
  database.function(LIST_WORDS, { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? ` ${wordsOf(text).join(' ')}` : null,
  );
}
