import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Person } from '../../../shared/contract/people';
import { ROLES, type Role } from '../../../shared/permissions';
import { problemText } from '../../api/form-errors';
import { createPerson, updatePerson, usePeople } from '../../api/people/people';
import { initAccounts, useSession } from '../../api/session/session';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { useToast } from '../../ui/toast';
import { PersonForm, personBody } from './person-form';
import { ApiTokens } from './api-tokens';
import { IdleHoursForm } from './idle-hours-form';

/**
 * Settings › People. With accounts off, turning them on by creating the first administrator;
 * then, for an administrator, everyone's role and whether they may still sign in.
 */
export function PeopleScreen() {
  const client = useQueryClient();
  const { data: session, isPending } = useSession();
  if (isPending || !session) return <Loading />;
  if (!session.accounts) {
    return (
      <Screen title="People">
        <div className="flex flex-col gap-3">
          <p>
            Accounts are off: anyone on this network can use Lotline, and each record names whoever the device says. Turn accounts on so
            that every record names a signed-in person and only supervisors release holds.
          </p>
          <h2 className="text-lg font-semibold">Create the first administrator</h2>
          <PersonForm
            submitLabel="Turn on accounts"
            fixedRole="administrator"
            onSubmit={async (values) => {
              const { role: _role, ...body } = personBody(values);
              client.setQueryData(['session'], await initAccounts(body));
            }}
          />
        </div>
      </Screen>
    );
  }
  if (session.person?.role !== 'administrator') {
    return (
      <Screen title="People">
        <p>Only an administrator manages people.</p>
      </Screen>
    );
  }
  return <PeopleAdmin />;
}

/** The label screen with these people's badges: it prints them as it prints any label. */
const badgesHref = (people: readonly Person[]) => `/labels?ids=${people.map((person) => person.id).join(',')}`;

function PeopleAdmin() {
  const client = useQueryClient();
  const toast = useToast();
  const people = usePeople(true);
  const [adding, setAdding] = useState(false);
  // Only those who can still sign in need a badge.
  const active = people.data?.items.filter((person) => person.active) ?? [];
  const change = async (person: Person, body: { role?: Role; active?: boolean }) => {
    try {
      await updatePerson(person.id, body);
      toast.success(`${person.name}: saved.`);
    } catch (error) {
      toast.failure(problemText(error));
    }
    await client.invalidateQueries({ queryKey: ['people'] });
  };
  return (
    <Screen
      title="People"
      actions={
        <>
          {active.length > 1 && (
            <Link to={badgesHref(active)} className="btn-secondary">
              Print all badges
            </Link>
          )}
          <button type="button" className="btn-secondary" onClick={() => setAdding(!adding)}>
            {adding ? 'Close' : 'Add a person'}
          </button>
        </>
      }
    >
      <div className="flex flex-col gap-6">
        {adding && (
          <section aria-label="Add a person" className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">Add a person</h2>
            <PersonForm
              submitLabel="Add"
              onSubmit={async (values) => {
                const person = await createPerson(personBody(values));
                toast.success(`${person.name} can sign in as ${person.username}.`);
                await client.invalidateQueries({ queryKey: ['people'] });
              }}
            />
          </section>
        )}
        {people.isPending ? (
          <Loading />
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-left">
              <thead>
                <tr>
                  <th className="p-1">Name</th>
                  <th className="p-1">Username</th>
                  <th className="p-1">Role</th>
                  <th className="p-1">PIN</th>
                  <th className="p-1">Status</th>
                </tr>
              </thead>
              <tbody>
                {people.data?.items.map((person) => (
                  <tr key={person.id} className={person.active ? '' : 'text-stone-500'}>
                    <td className="p-1">
                      {person.name} <span className="text-xs text-stone-500">{person.id}</span>
                      {/* Beside the id the badge carries, where the table's width leaves it in view. */}
                      {person.active && (
                        <>
                          {' '}
                          <Link
                            to={badgesHref([person])}
                            className="text-xs whitespace-nowrap text-brand-700 underline"
                            aria-label={`Print badge ${person.id}`}
                          >
                            Print badge
                          </Link>
                        </>
                      )}
                    </td>
                    <td className="p-1">{person.username}</td>
                    <td className="p-1">
                      <select
                        aria-label={`Role of ${person.name}`}
                        className="input w-auto"
                        value={person.role}
                        onChange={(event) => void change(person, { role: event.target.value as Role })}
                      >
                        {ROLES.map((role) => (
                          <option key={role} value={role}>
                            {role}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td className="p-1">{person.has_pin ? 'set' : 'none'}</td>
                    <td className="p-1">
                      <button type="button" className="btn-secondary" onClick={() => void change(person, { active: !person.active })}>
                        {person.active ? 'Deactivate' : 'Reactivate'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <IdleHoursForm />
        <ApiTokens />
      </div>
    </Screen>
  );
}
