import type { SearchState } from '../../shared/contract/search';
import { SEARCH_MAX_QUERY_LENGTH } from '../../shared/contract/search-limits';
import { SCREEN_OF_KIND, type LabelKind } from '../../shared/labels';
import { lookupArchived } from './archive-lookup';
import { parseBadge, parseLabel } from './parse-label';

/** A label of a kind the app creates on a New screen, which a pre-printed label may name before it exists. */
export interface NewLabel {
  kind: CreatableKind;
  id: string;
}

/**
 * Where a scan leads: a screen; an offer to create a label not in use yet; switching to the
 * person whose badge it is; or nowhere because no item has that code.
 */
export type ScanDecision = { go: string } | { create: NewLabel } | { signIn: string } | { unknown: string };

/** The part of a search answer the resolver reads. */
export type CodeHits = Pick<SearchState, 'total_num_results' | 'results'>;

/** Looks text up as an owned or associated code (GET /api/search). */
export type CodeLookup = (text: string) => Promise<CodeHits>;

/** Whether a label names something deleted and kept in the Archive (GET /api/archive?id=). */
export type ArchiveLookup = (id: string) => Promise<boolean>;

export const screenOf = (kind: LabelKind, id: string): string => `${SCREEN_OF_KIND[kind]}/${id}`;

const CREATABLE_KINDS = ['bin', 'sku', 'batch', 'customer'] as const;
export type CreatableKind = (typeof CREATABLE_KINDS)[number];
const isCreatable = (kind: LabelKind): kind is CreatableKind => (CREATABLE_KINDS as readonly LabelKind[]).includes(kind);

/** The New screen for a label, with the label filled in. */
export const newScreenOf = ({ kind, id }: NewLabel): string => `/new/${kind}?${new URLSearchParams({ id })}`;

export const searchPageOf = (text: string): string => `/search?${new URLSearchParams({ query: text })}`;

export const archiveEntryOf = (id: string): string => `/archive/${id}`;

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
 * A bin, SKU, batch or customer label is looked up first: one that is in use opens its screen; one that was
 * deleted opens its archive entry (its id is spent); any other is offered for creation. If the
 * first lookup fails the label opens its screen anyway (the screen reports what it finds), and if
 * the archive's fails, creation is offered as before. Other labels open their screen without a
 * request. A person's badge asks to sign them in, without a request. Any other text is looked up as a
 * code; those lookup failures reject, for the caller to report.
 */
export async function resolveScan(text: string, lookup: CodeLookup, archived: ArchiveLookup = lookupArchived): Promise<ScanDecision> {
  const label = parseLabel(text);
  if (label) {
    const go = { go: screenOf(label.kind, label.id) };
    if (!isCreatable(label.kind)) return go;
    const hits = await lookup(label.id).catch(() => null);
    const inUse = !hits || hits.results.some((result) => result.match === 'id' && result.id === label.id);
    if (inUse) return go;
    if (await archived(label.id).catch(() => false)) return { go: archiveEntryOf(label.id) };
    return { create: { kind: label.kind, id: label.id } };
  }
  const badge = parseBadge(text);
  if (badge) return { signIn: badge };
  const code = text.trim();
  // The search refuses longer queries; no code is that long, so it is simply unknown.
  if (code === '' || code.length > SEARCH_MAX_QUERY_LENGTH) return { unknown: code };
  return decideFromHits(code, await lookup(code));
}
