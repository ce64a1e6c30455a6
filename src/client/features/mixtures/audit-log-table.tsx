import { Link } from 'react-router-dom';
import type { MixtureEvent } from '../../../shared/contract/mixtures';
import { DateTime } from '../../ui/date-time';

/** Below 600px each entry wraps into a small card, each cell named, so a phone never scrolls sideways. */
const STACKED =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:gap-x-3 max-sm:[&_tr]:border-b max-sm:[&_tr]:border-stone-200 max-sm:[&_td]:border-0 max-sm:[&_td]:py-1';
const NAMED_CELL =
  'wrap-anywhere max-sm:basis-full max-sm:before:mr-1 max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

/** The mixture's log, newest first (the state keeps it oldest first). */
export function AuditLogTable({ events }: { events: MixtureEvent[] }) {
  if (events.length === 0) return <p className="text-stone-500">No audit entries recorded yet.</p>;
  return (
    <table className={`data-table ${STACKED}`} aria-label="Audit log">
      <thead className="max-sm:sr-only">
        <tr>
          <th scope="col">Timestamp</th>
          <th scope="col">Event</th>
          <th scope="col">Operator</th>
          <th scope="col">Note</th>
          <th scope="col" className="min-w-[12rem]">
            Details
          </th>
        </tr>
      </thead>
      <tbody>
        {events.toReversed().map((entry) => (
          <tr key={entry.id}>
            <td className="whitespace-nowrap">
              <DateTime at={entry.timestamp} />
            </td>
            <td className="font-semibold wrap-anywhere sm:font-normal">
              {/* An entry that changed stock opens its ledger operation: which bins, which quantities. */}
              {entry.operation_id === null ? (
                entry.event
              ) : (
                <Link to={`/operation/${entry.operation_id}`} className="text-brand-700 underline">
                  {entry.event}
                </Link>
              )}
            </td>
            <td className={NAMED_CELL} data-label="Operator">
              {entry.created_by}
            </td>
            <td className={`${NAMED_CELL} ${entry.note === null ? 'max-sm:hidden' : ''}`} data-label="Note">
              {entry.note}
            </td>
            <td className={`${NAMED_CELL} ${entry.details === null ? 'max-sm:hidden' : ''}`} data-label="Details">
              {entry.details !== null && (
                <code className="text-xs break-all whitespace-pre-wrap text-stone-700">{JSON.stringify(entry.details)}</code>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
