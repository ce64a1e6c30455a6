import { Link, useMatch } from 'react-router-dom';

/** The local label service the spec names; printing is fire and forget. */
export const LABEL_SERVICE = 'http://localhost:8899';

export function printLabel(label: string): void {
  // no-cors: the service sends no CORS headers and we never read its answer.
  void fetch(`${LABEL_SERVICE}/print/${encodeURIComponent(label)}`, { mode: 'no-cors', keepalive: true }).catch(() => undefined);
}

export function PrintButton({ label }: { label: string }) {
  // The New screens name an item that does not exist yet; the label screen prints stored ones.
  const creating = useMatch('/new/*') !== null;
  return (
    <>
      <button
        type="button"
        className="btn-secondary"
        disabled={!label}
        onClick={(event) => {
          event.preventDefault();
          printLabel(label);
        }}
      >
        Print
      </button>
      {label && !creating && (
        <Link to={`/labels?ids=${encodeURIComponent(label)}`} className="btn-secondary">
          Labels
        </Link>
      )}
    </>
  );
}
