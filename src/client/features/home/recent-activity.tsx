import type { HistoryEntry } from '../../../shared/contract/history';
import { useRecentActivity } from '../../api/activity/get-recent-activity';
import { changeText, entryKey } from '../../ui/ledger-text';
import { NamedLabel } from '../../ui/named-label';
import { Quantity } from '../../ui/quantity';
import { Loading } from '../../ui/query-state';
import { DateTime } from '../../ui/date-time';

const VERB: Record<string, string> = {
  receive: 'Received',
  release: 'Released',
  move: 'Moved',
  adjust: 'Adjusted',
  'bin-delete': 'Cleared',
  'mixture-create': 'Mixed',
  'mixture-draw': 'Drew',
  'mixture-split': 'Split',
  'step-consume': 'Used',
  'step-produce': 'Produced',
  'step-undo': 'Reversed',
};

/** What happened, in words: "Moved 2 kg of BAT000003 (Lot 7) from …", "Put BAT000003 (Lot 7) on hold". */
function Happened({ entry }: { entry: HistoryEntry }) {
  const item = <NamedLabel value={entry.item_id} name={entry.item_name} />;
  if (entry.quantity === null) {
    return entry.kind === 'hold' ? <>Put {item} on hold</> : <>Released {item} from hold</>;
  }
  return (
    <>
      {VERB[entry.kind] ?? changeText(entry.kind)}{' '}
      <span className="font-semibold">
        <Quantity value={entry.quantity} unit={entry.unit} />
      </span>{' '}
      of {item}
      {entry.from_bin && (
        <>
          {' '}
          from <NamedLabel value={entry.from_bin} name={entry.from_bin_name} />
        </>
      )}
      {entry.to_bin && (
        <>
          {' '}
          {entry.from_bin ? 'to' : 'into'} <NamedLabel value={entry.to_bin} name={entry.to_bin_name} />
        </>
      )}
    </>
  );
}

function Movement({ entry }: { entry: HistoryEntry }) {
  return (
    <li className="flex flex-col gap-0.5 border-b border-stone-100 py-2 last:border-0">
      <span>
        <Happened entry={entry} />
      </span>
      <span className="text-sm text-stone-500">
        <DateTime at={entry.at} />
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
        <Movement key={entryKey(entry)} entry={entry} />
      ))}
    </ul>
  );
}
