import type { LedgerEntry } from '../../../shared/contract/history';
import { formatQuantity } from '../../../shared/units';
import { useRecentActivity } from '../../api/activity/get-recent-activity';
import { ItemLabel } from '../../ui/item-label';
import { NamedLabel } from '../../ui/named-label';
import { Loading } from '../../ui/query-state';

const VERB: Record<string, string> = {
  receive: 'Received',
  release: 'Released',
  move: 'Moved',
  adjust: 'Adjusted',
  'bin-delete': 'Cleared',
};

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'short' });

function Movement({ entry }: { entry: LedgerEntry }) {
  return (
    <li className="flex flex-col gap-0.5 border-b border-stone-100 py-2 last:border-0">
      <span>
        {VERB[entry.kind] ?? entry.kind} {/* The ledger mixes units; a row's unit is null only for an item no longer known. */}
        <span className="tabular-nums font-semibold">{entry.unit ? formatQuantity(entry.quantity, entry.unit) : entry.quantity}</span> of <NamedLabel value={entry.item_id} name={entry.item_name} />
        {entry.from_bin && (
          <>
            {' '}
            from <ItemLabel value={entry.from_bin} />
          </>
        )}
        {entry.to_bin && (
          <>
            {' '}
            {entry.from_bin ? 'to' : 'into'} <ItemLabel value={entry.to_bin} />
          </>
        )}
      </span>
      <span className="text-sm text-stone-500">
        <time dateTime={entry.at}>{timeFormat.format(new Date(entry.at))}</time>
        {entry.operator && ` · ${entry.operator}`}
        {entry.note && ` · ${entry.note}`}
      </span>
    </li>
  );
}

/** The latest stock changes from the ledger, whoever made them: the body of Home's Recent activity card. */
export function RecentActivity() {
  const activity = useRecentActivity();
  return activity.isPending ? (
    <Loading />
  ) : activity.isError ? (
    <p role="alert" className="text-red-700">
      Connection Error
    </p>
  ) : activity.data.state.items.length === 0 ? (
    <p className="text-stone-500">No stock has moved yet. Receive something to begin.</p>
  ) : (
    <ul aria-label="Recent stock changes">
      {activity.data.state.items.map((entry) => (
        <Movement key={entry.id} entry={entry} />
      ))}
    </ul>
  );
}
