import { SEARCH_MAX_QUERY_LENGTH, type SearchState } from '../../shared/contract/search';
import { SCREEN_OF_KIND, type LabelKind } from '../../shared/labels';
import { parseLabel } from './parse-label';

/** Where a scan leads: a screen, or nowhere because no item has that code. */
export type ScanDecision = { go: string } | { unknown: string };

/** The part of a search answer the resolver reads. */
export type CodeHits = Pick<SearchState, 'total_num_results' | 'results'>;

/** Looks text up as an owned or associated code (GET /api/search). */
export type CodeLookup = (text: string) => Promise<CodeHits>;

export const screenOf = (kind: LabelKind, id: string): string => `${SCREEN_OF_KIND[kind]}/${id}`;

export const searchPageOf = (text: string): string => `/search?${new URLSearchParams({ query: text })}`;

/**
 * Only items found by their code (or id) count; a name that happens to match is not a scan's
 * meaning. One hit opens it; several are listed on the search screen; none is an unknown code.
 * Codes come before names in the answer, so two results are enough to tell one from several.
 */
export function decideFromHits(text: string, hits: CodeHits): ScanDecision {
  const [first, second] = hits.results.filter((result) => result.match !== 'name');
  if (first && !second) return { go: screenOf(first.kind, first.id) };
  if (second) return { go: searchPageOf(text) };
  return { unknown: text };
}

/**
 * A label opens its screen without asking the server (its page reports a missing item);
 * any other text is looked up as a code. Lookup failures reject, for the caller to report.
 */
export async function resolveScan(text: string, lookup: CodeLookup): Promise<ScanDecision> {
  const label = parseLabel(text);
  if (label) return { go: screenOf(label.kind, label.id) };
  const code = text.trim();
  // The search refuses longer queries; no code is that long, so it is simply unknown.
  if (code === '' || code.length > SEARCH_MAX_QUERY_LENGTH) return { unknown: code };
  return decideFromHits(code, await lookup(code));
}
