import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import type { RecallState } from '../../../shared/contract/recalls';
import { useRecall } from '../../api/recalls/get-recall';
import { RecallDialog } from '../../holds/recall-dialog';
import { DateTime } from '../../ui/date-time';
import { DetailList } from '../../ui/item-detail';
import { ItemLabel } from '../../ui/item-label';
import { Loaded, WithRouteId } from '../../ui/resource-gate';
import { Screen } from '../../ui/screen';
import { Elapsed } from './elapsed';
import { DrillBadge, RecallProgress } from './recall-parts';
import { RecallCustomers } from './recall-customers';
import { durationText } from './recall-time';

const RecallIdText = z.string().regex(/^[1-9][0-9]{0,14}$/);

export const RecallScreen = () => <WithRouteId schema={RecallIdText}>{(id) => <RecallLoader id={Number(id)} />}</WithRouteId>;

function RecallLoader({ id }: { id: number }) {
  return <Loaded query={useRecall(id)}>{(recall) => <RecallView recall={recall.state} />}</Loaded>;
}

const link = 'text-brand-700 underline';

function details(recall: RecallState): [string, ReactNode][] {
  const rows: [string, ReactNode][] = [
    [
      'Traced',
      <span className="flex flex-wrap gap-2">
        {recall.item_ids.map((id) => (
          <ItemLabel key={id} value={id} />
        ))}
      </span>,
    ],
    ['Reason', <span className="whitespace-pre-line">{recall.reason}</span>],
    [
      'Started',
      <span>
        <DateTime at={recall.started_at} /> by {recall.started_by}
      </span>,
    ],
  ];
  if (recall.closed_at === null) rows.push(['Time since start', <Elapsed since={recall.started_at} />]);
  else {
    rows.push([
      'Closed',
      <span>
        <DateTime at={recall.closed_at} /> by {recall.closed_by}
        {recall.close_note && `: ${recall.close_note}`}
      </span>,
    ]);
    rows.push(['Duration', durationText(recall.duration_ms ?? 0)]);
  }
  rows.push([
    'On hold',
    recall.drill ? (
      'Nothing: a drill holds nothing'
    ) : recall.hold_operation_id === null ? (
      'Nothing new: what was on hand was on hold already, or nothing was'
    ) : (
      <Link className={link} to={`/operation/${recall.hold_operation_id}`}>
        {recall.held === 1 ? '1 lot or mixture' : `${recall.held.toLocaleString('en')} lots and mixtures`} (operation{' '}
        {recall.hold_operation_id})
      </Link>
    ),
  ]);
  return rows;
}

/** A recall's record: what was traced and why, the customers to tell with the progress, and Close once all were told. */
function RecallView({ recall }: { recall: RecallState }) {
  const [closing, setClosing] = useState(false);
  const open = recall.closed_at === null;
  const remaining = recall.customers.length - recall.notified;
  return (
    <Screen
      wide
      title={
        <span className="flex flex-wrap items-center gap-2">
          Recall {recall.id} {recall.drill && <DrillBadge />}
          {!open && <span className="rounded bg-stone-200 px-2 text-base font-semibold text-stone-700">Closed</span>}
        </span>
      }
      actions={
        open && (
          <button type="button" className="btn-primary" disabled={remaining > 0} onClick={() => setClosing(true)}>
            Close the recall
          </button>
        )
      }
    >
      <div className="flex flex-col gap-4">
        <DetailList items={details(recall)} />
        <RecallProgress notified={recall.notified} customers={recall.customers.length} />
        {open && remaining > 0 && (
          <p className="text-stone-600">
            {remaining} customer{remaining === 1 ? '' : 's'} still to notify before the recall can close.
          </p>
        )}
        <h2 className="text-lg font-semibold">Customers</h2>
        <RecallCustomers recall={recall} />
        <Link className={link} to="/recalls">
          All recalls
        </Link>
      </div>
      {closing && (
        <RecallDialog
          act={{ action: 'close', id: recall.id }}
          message={`Close recall ${recall.id}? All ${recall.customers.length} customers were notified. Holds stay until they are released.`}
          onClose={() => setClosing(false)}
          onDone={() => setClosing(false)}
        />
      )}
    </Screen>
  );
}
