import { textSizeFor, type Box, type LabelState } from '../../../shared/label-payload';
import type { Person, SessionState } from '../../../shared/contract/people';
import { isBadgeId } from '../../../shared/labels';
import { roleAllows, type Role } from '../../../shared/permissions';

/**
 * What one printed label carries: an item's label (its id and name, from GET /api/labels) or a
 * person's badge (their id, name and role, from GET /api/people). Both carry the id in the same
 * barcodes, so a badge scans like a label.
 */
export type PrintedLabel = { kind: 'item'; id: string; name: string | null } | { kind: 'badge'; id: string; name: string; role: Role };

/** The list split by where each id's text comes from; `itemPlaces[n]` is where the n-th item id sits in the list. */
export function splitIds(ids: readonly string[]): { items: string[]; itemPlaces: number[]; badges: string[] } {
  const items: string[] = [];
  const itemPlaces: number[] = [];
  const badges: string[] = [];
  ids.forEach((id, place) => {
    if (isBadgeId(id)) {
      badges.push(id);
      return;
    }
    items.push(id);
    itemPlaces.push(place);
  });
  return { items, itemPlaces, badges };
}

/**
 * Whether this device may print badges: people are read with people.manage, which the API
 * checks too; with accounts off there are no people, so no badges.
 */
export type BadgeAccess = 'allowed' | 'refused' | 'off';
export const badgeAccess = ({ accounts, person }: SessionState): BadgeAccess =>
  !accounts ? 'off' : person && roleAllows(person.role, 'people.manage') ? 'allowed' : 'refused';

/**
 * The sheet in the list's order. `items` answers the list's item ids in order (while another
 * list loads, the last answer stands in, and an id it does not hold shows without a name);
 * `unknown` holds the places of badges no person has.
 */
export function printedLabelsOf(
  ids: readonly string[],
  items: readonly LabelState[],
  people: readonly Pick<Person, 'id' | 'name' | 'role'>[],
): { labels: PrintedLabel[]; unknown: number[] } {
  const byId = new Map(people.map((person) => [person.id, person]));
  const labels: PrintedLabel[] = [];
  const unknown: number[] = [];
  let item = 0;
  ids.forEach((id, place) => {
    if (!isBadgeId(id)) {
      const answer = items[item++];
      labels.push({ kind: 'item', id, name: answer?.id === id ? answer.name : null });
      return;
    }
    const person = byId.get(id);
    if (person) labels.push({ kind: 'badge', id, name: person.name, role: person.role });
    else unknown.push(place);
  });
  return { labels, unknown };
}

/**
 * The line height of a person's name on a badge, in the box where a label prints its id: one
 * line while that reads at 60% of the box's height, else two of half the name each. The name's
 * font is 85% of its line, so even capitals of a proportional font stay inside the box.
 */
export function badgeNameLine(box: Box, name: string): number {
  const one = textSizeFor(box, name);
  return one >= box.height * 0.6 ? one : Math.min(box.height / 2, textSizeFor(box, name.slice(0, Math.ceil(name.length / 2))));
}
