import { Link } from 'react-router-dom';
import { usePending, useSyncPending, waitingOf } from './use-pending';

/**
 * The header's count of changes kept on this device: amber while they wait to be sent, red
 * when the server refused one. Nothing when there are none. It also keeps the queue moving.
 */
export function PendingBadge() {
  useSyncPending();
  const changes = usePending();
  if (changes.length === 0) return null;
  const waiting = waitingOf(changes).length;
  const refused = changes.length - waiting;
  const text = [waiting > 0 && `${waiting} pending`, refused > 0 && `${refused} refused`].filter(Boolean).join(', ');
  return (
    <Link
      to="/pending"
      className={`rounded-full px-2 py-1 text-xs font-semibold whitespace-nowrap sm:px-3 sm:text-sm ${refused > 0 ? 'bg-red-600 text-white' : 'bg-amber-300 text-stone-900'}`}
      aria-label={`Changes kept on this device: ${text}`}
    >
      {text}
    </Link>
  );
}
