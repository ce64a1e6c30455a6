import type { Person } from '../../../shared/contract/people';
import { roleAllows } from '../../../shared/permissions';
import { usePeople } from '../../api/people/people';
import { useSession } from '../../api/session/session';
import type { FilterField, FilterOption } from './filter-bar';

/** Where the people list stands: `unlisted` when this person may not list people. */
export type PeopleStatus = 'pending' | 'error' | 'success' | 'unlisted';

/** A person as the choice shows them: the username tells apart two of one name. */
const labelOf = (person: Person) => `${person.name} (${person.username})${person.active ? '' : ', deactivated'}`;

const byName = (a: Person, b: Person) => a.name.localeCompare(b.name) || a.username.localeCompare(b.username);

/** A hint that cannot be chosen, so the choice says why it lists no one (yet). */
const hint = (label: string): FilterOption => ({ value: '#hint', label, disabled: true });

/**
 * The Person filter's choices: anyone, then everyone by name (deactivated people too, as their
 * records stay). The chosen id is always a choice, also when it is not listed (a link from an
 * operation, read by someone who may not list people), so the field shows the filter in force.
 */
export function personOptions(people: readonly Person[] | undefined, status: PeopleStatus, selected: string): FilterOption[] {
  const listed = [...(people ?? [])].sort(byName).map((person) => ({ value: person.id, label: labelOf(person) }));
  const options: FilterOption[] = [{ value: '', label: 'Anyone' }, ...listed];
  if (selected !== '' && !listed.some((option) => option.value === selected)) options.push({ value: selected, label: selected });
  if (status === 'pending') options.push(hint('Loading people…'));
  else if (status === 'error') options.push(hint('Could not load people'));
  else if (status === 'success' && listed.length === 0) options.push(hint('No people yet'));
  return options;
}

/**
 * With accounts on, the history's filter by person (their id, apart from anyone of the same
 * name), for those who may list people; and for anyone while the URL filters by a person, so it
 * can be seen and cleared. Null when there is none to offer.
 */
export function usePersonFilter(selected: string): FilterField<'person'> | null {
  const session = useSession().data;
  const signedIn = session?.accounts ? session.person : null;
  // Listing people asks people.manage (ROUTE_ACCESS.listPeople): others get no list to choose from.
  const mayList = signedIn ? roleAllows(signedIn.role, 'people.manage') : false;
  const people = usePeople(mayList);
  if (!mayList && selected === '') return null;
  const status: PeopleStatus = mayList ? people.status : 'unlisted';
  return { name: 'person', label: 'Person', type: 'select', options: personOptions(people.data?.items, status, selected) };
}
