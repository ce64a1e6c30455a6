import { LABEL_PREFIXES } from '../../../shared/labels';
import { foldAccents } from '../../db/accents';

/** What one search query can match: an id, a code, and the words of a name. */
export interface SearchTerms {
  /** The query as an id (upper-cased prefix), when it has the shape of one. */
  id: string | null;
  /** The query as a code; codes never contain whitespace. */
  code: string | null;
  /** Lower-cased words with accents folded, each to be matched as the prefix of some word of a name. */
  words: string[];
}

const ID_SHAPE = new RegExp(`^(${LABEL_PREFIXES.join('|')})[0-9]+$`, 'i');

/**
 * Word characters are letters, digits and marks, as the index tokenizers split names
 * (FTS5 unicode61 with categories 'L* N* Co M*', PostgreSQL [[:alnum:]]), so one query
 * word is always one index term.
 */
const WORD = /[\p{L}\p{N}\p{M}\p{Co}]+/gu;

export function searchTerms(query: string): SearchTerms {
  const text = query.trim();
  return {
    id: ID_SHAPE.test(text) ? text.toUpperCase() : null,
    code: text !== '' && !/\s/.test(text) ? text : null,
    // Folded as the index folds names, so "Crème" and "creme" are one word on both databases.
    words: (foldAccents(text.toLowerCase()).match(WORD) ?? []).filter((word, at, all) => all.indexOf(word) === at),
  };
}
