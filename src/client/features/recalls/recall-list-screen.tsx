import { Link } from 'react-router-dom';
import { useRecalls } from '../../api/recalls/get-recall';
import { DateTime } from '../../ui/date-time';
import { LoadError, Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { DrillBadge } from './recall-parts';
import { durationText, progressText } from './recall-time';

const link = 'text-brand-700 underline';

/** Every recall, open ones first, each with its progress; a recall starts from a downstream report. */
export function RecallListScreen() {
  const recalls = useRecalls();
  return (
    <Screen
      title="Recalls"
      actions={
        <Link className="btn-secondary" to="/traceability">
          Traceability Report
        </Link>
      }
    >
      {recalls.isPending ? (
        <Loading />
      ) : recalls.isError ? (
        <LoadError error={recalls.error} />
      ) : recalls.data.state.items.length === 0 ? (
        <p className="text-stone-600">No recall yet. Start one with "Start a recall" on a lot's downstream report.</p>
      ) : (
        <ul className="divide-y divide-stone-200 border-y border-stone-200">
          {recalls.data.state.items.map((recall) => (
            <li key={recall.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <Link className={`${link} font-semibold`} to={`/recall/${recall.id}`}>
                Recall {recall.id}
              </Link>
              {recall.drill && <DrillBadge />}
              <span className="min-w-0 grow basis-60 wrap-anywhere text-stone-800">{recall.reason}</span>
              <span className="text-stone-600">
                {recall.item_ids.join(', ')}, started <DateTime at={recall.started_at} />
              </span>
              <span className="tabular-nums">{progressText(recall.notified, recall.customers)}</span>
              <span className="text-stone-600">
                {recall.duration_ms === null ? 'Open' : `Closed after ${durationText(recall.duration_ms)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Screen>
  );
}
