import { rangeText } from './ledger-text';

interface RangePagerProps {
  startingFrom: number;
  /** rows on this page */
  shown: number;
  total: number;
  /** false when the server stopped counting: the total reads "n+" */
  exact?: boolean;
  pageSize: number;
  onPage: (startingFrom: number) => void;
}

/** "21–40 of 1,020+" with Newer and Older, for lists that run newest first. */
export function RangePager({ startingFrom, shown, total, exact = true, pageSize, onPage }: RangePagerProps) {
  const last = startingFrom + shown;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-stone-600">
      <span aria-live="polite">{rangeText(startingFrom, shown, total, exact)}</span>
      {(startingFrom > 0 || last < total) && (
        <div className="flex gap-2">
          <button
            type="button"
            className="btn-secondary"
            disabled={startingFrom === 0}
            onClick={() => onPage(Math.max(0, startingFrom - pageSize))}
          >
            Newer
          </button>
          <button type="button" className="btn-secondary" disabled={last >= total} onClick={() => onPage(startingFrom + pageSize)}>
            Older
          </button>
        </div>
      )}
    </div>
  );
}
