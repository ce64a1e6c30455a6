import { Link } from 'react-router-dom';
import type { MixtureEvent } from '../../../shared/contract/mixtures';
import { dateTime } from '../../ui/ledger-text';

/** The mixture's log, newest first (the state keeps it oldest first). */
export function AuditLogTable({ events }: { events: MixtureEvent[] }) {
  if (events.length === 0) return <p className="text-stone-500">No audit entries recorded yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table" aria-label="Audit log">
        <thead>
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
          {events.toReversed().map((entry, index) => (
            // Entries have no id of their own; the log only ever grows at its end.
            <tr key={events.length - index}>
              <td className="whitespace-nowrap">
                <time dateTime={entry.timestamp}>{dateTime.format(new Date(entry.timestamp))}</time>
              </td>
              <td className="break-words">
                {/* An entry that changed stock opens its ledger operation: which bins, which quantities. */}
                {entry.operation_id === null ? (
                  entry.event
                ) : (
                  <Link to={`/operation/${entry.operation_id}`} className="text-brand-700 underline">
                    {entry.event}
                  </Link>
                )}
              </td>
              <td className="break-words">{entry.created_by}</td>
              <td className="break-words">{entry.note}</td>
              <td>
                {entry.details !== null && <code className="block text-xs break-all whitespace-pre-wrap text-stone-700">{JSON.stringify(entry.details)}</code>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
