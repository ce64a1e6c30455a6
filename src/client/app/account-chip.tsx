import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { signOut, useSession } from '../api/session/session';

/** Who is signed in on this device, a tap to switch person, and signing out; nothing with accounts off. */
export function AccountChip({ className = '' }: { className?: string }) {
  const client = useQueryClient();
  const { data: session } = useSession();
  const person = session?.person;
  if (!person) return null;
  return (
    <span className={`flex min-w-0 items-center gap-1 text-sm ${className}`}>
      <Link to="/sign-in" className="max-w-[8rem] truncate rounded px-1 underline hover:bg-brand-700" title="Switch person">
        {person.name}
      </Link>
      <button
        type="button"
        className="rounded px-1 whitespace-nowrap hover:bg-brand-700"
        onClick={() => {
          void signOut()
            .catch(() => undefined)
            .then(() => client.resetQueries());
        }}
      >
        Sign out
      </button>
    </span>
  );
}
