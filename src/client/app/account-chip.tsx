import { Link } from 'react-router-dom';
import { useSession, useSignOut } from '../api/session/session';

/** Who is signed in on this device, a tap to switch person, and (on wider screens) signing out; nothing with accounts off. */
export function AccountChip() {
  const signOut = useSignOut();
  const { data: session } = useSession();
  const person = session?.person;
  if (!person) return null;
  return (
    <span className="flex min-w-0 items-center gap-1 text-sm">
      <Link
        to="/sign-in"
        className="max-w-[6rem] truncate sm:max-w-[10rem] rounded px-1 underline hover:bg-brand-700"
        title="Switch person"
      >
        {person.name}
      </Link>
      <button type="button" className="hidden rounded px-1 whitespace-nowrap hover:bg-brand-700 sm:inline" onClick={signOut}>
        Sign out
      </button>
    </span>
  );
}
