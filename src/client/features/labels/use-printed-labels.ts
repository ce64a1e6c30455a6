import { useMemo } from 'react';
import type { LabelsResource, SizeName } from '../../../shared/label-payload';
import { isApiError } from '../../api/api-error';
import { problemText } from '../../api/form-errors';
import { useLabels } from '../../api/labels/get-labels';
import { usePeople } from '../../api/people/people';
import { useSession } from '../../api/session/session';
import { badgeAccess, printedLabelsOf, splitIds, type PrintedLabel } from './printed-labels';

export interface PrintedSheet {
  /** The sheet in the list's order, once every label is known and none is refused. */
  labels: PrintedLabel[] | undefined;
  pending: boolean;
  /** Places in the list that name nothing: items the server does not know, badges no person has. */
  missing: ReadonlySet<number>;
  /** Why the item labels could not be loaded. */
  itemError: unknown;
  /** Why the badges cannot be printed. */
  badgeProblem: string | null;
  /** The server's PDF and ZPL: they carry item labels only, so there are none while badges are listed. */
  files: LabelsResource | undefined;
  hasBadges: boolean;
  /** Whether a badge scanned here joins the list. */
  mayPrintBadges: boolean;
}

/** Places in the item list a missing-resource problem names (`ids[3]`). */
function missingItems(error: unknown): number[] {
  if (!isApiError(error) || !error.isMissing) return [];
  return error.invalidParams.flatMap(({ name }) => /^ids\[(\d+)\]$/.exec(name)?.slice(1).map(Number) ?? []);
}

const listOf = (ids: readonly string[]) => [...new Set(ids)].join(', ');

/**
 * Item labels come from GET /api/labels, badges from the people list (GET /api/people), which only
 * someone who manages people may read: for anyone else the badges are refused before any request.
 */
export function usePrintedLabels(ids: readonly string[], size: SizeName): PrintedSheet {
  const split = useMemo(() => splitIds(ids), [ids]);
  const items = useLabels(split.items, size);
  const { data: session } = useSession();
  const access = session ? badgeAccess(session) : null;
  const hasBadges = split.badges.length > 0;
  const people = usePeople(hasBadges && access === 'allowed');

  const itemsKnown = split.items.length === 0 || items.data !== undefined;
  const peopleKnown = !hasBadges || people.data !== undefined;
  const built = itemsKnown && peopleKnown ? printedLabelsOf(ids, items.data?.state.labels ?? [], people.data?.items ?? []) : null;
  const unknown = built?.unknown ?? [];

  let badgeProblem: string | null = null;
  if (hasBadges && access === 'off') badgeProblem = `Accounts are off, so no one has a badge: ${listOf(split.badges)} names no one.`;
  else if (hasBadges && access === 'refused')
    badgeProblem = `Only an administrator prints badges, so ${listOf(split.badges)} cannot be printed here.`;
  else if (hasBadges && people.isError) badgeProblem = problemText(people.error);
  else if (unknown.length > 0)
    badgeProblem = `No person has the badge ${listOf(unknown.map((place) => ids[place] ?? ''))}. Remove the marked labels to print the rest.`;

  const missing = new Set([...missingItems(items.error).map((n) => split.itemPlaces[n] ?? -1), ...unknown]);
  const pending =
    (split.items.length > 0 && items.isPending) || (hasBadges && (access === null || (access === 'allowed' && people.isPending)));
  return {
    labels: built && ids.length > 0 && !items.isError && badgeProblem === null ? built.labels : undefined,
    pending,
    missing,
    itemError: items.isError ? items.error : null,
    badgeProblem,
    files: !hasBadges && items.isSuccess && !items.isPlaceholderData ? items.data : undefined,
    hasBadges,
    mayPrintBadges: access === 'allowed',
  };
}
