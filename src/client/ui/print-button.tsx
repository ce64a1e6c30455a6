import { Link, useMatch } from 'react-router-dom';
import { useToast } from './toast';

/** The label printer service on this computer, port 8899; printing is fire and forget. */
export const LABEL_SERVICE = 'http://localhost:8899';

/**
 * Sends a label to the service. no-cors: the service sends no CORS headers and its answer is
 * never read, but a refused connection still rejects, which is how a stopped service shows.
 */
export async function printLabel(label: string): Promise<boolean> {
  try {
    await fetch(`${LABEL_SERVICE}/print/${encodeURIComponent(label)}`, { mode: 'no-cors', keepalive: true });
    return true;
  } catch {
    return false;
  }
}

const labelsHref = (label: string) => `/labels?ids=${encodeURIComponent(label)}`;

/** What to do when the service is not there: a stored item has its PDF labels; a new one has none yet. */
function ServiceDown({ label, stored }: { label: string; stored: boolean }) {
  return (
    <>
      Nothing was printed: the label printer service on this computer (port 8899) is not running.{' '}
      {stored ? (
        <>
          Print <Link to={labelsHref(label)}>PDF labels for {label}</Link> instead.
        </>
      ) : (
        'Save first, then print PDF labels from its page.'
      )}
    </>
  );
}

export function PrintButton({ label }: { label: string }) {
  // The New screens name an item that does not exist yet; the label screen prints stored ones.
  const stored = useMatch('/new/*') === null;
  const toast = useToast();
  const print = async () => {
    if (!(await printLabel(label))) toast.failure(<ServiceDown label={label} stored={stored} />);
  };
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        disabled={!label}
        onClick={(event) => {
          event.preventDefault();
          void print();
        }}
      >
        Print
      </button>
      {label && stored && (
        <Link to={labelsHref(label)} className="btn-secondary">
          Labels
        </Link>
      )}
    </>
  );
}
