import { Link } from 'react-router-dom';
import { usePending, waitingOf } from './use-pending';

/**
 * The count of changes kept on this device: amber while they wait to be sent, red when the
 * server refused one. Nothing when there are none. `className` places it (the header on wide
 * screens, a line under it on a phone, whose header has no room left).
 */
export function PendingBadge({ className }: { className: string }) {
  const changes = usePending();
  if (changes.length === 0) return null;
  const waiting = waitingOf(changes).length;
  const refused = changes.length - waiting;
  const text = [waiting > 0 && `${waiting} pending`, refused > 0 && `${refused} refused`].filter(Boolean).join(', ');
  return (
    <Link
      to="/pending"
      className={`${className} rounded-full px-3 py-1 text-sm font-semibold whitespace-nowrap ${refused > 0 ? 'bg-red-600 text-white' : 'bg-amber-300 text-stone-900'}`}
      aria-label={`Changes kept on this device: ${text}`}
    >
      {text}
    </Link>
  );
}
