import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { RecallDialog } from '../../holds/recall-dialog';

/**
 * "Start a recall": the report's lots and runs traced again in the recall's own transaction,
 * what is on hand put on hold (not for a drill), and the Recall screen opened on the customers
 * to tell.
 */
export function StartRecall({ trace }: { trace: DownstreamTrace }) {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  const itemIds = [...trace.query.batch_ids, ...trace.query.step_instance_ids];
  const customers = trace.customers.length;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" className="btn-danger" onClick={() => setOpen(true)}>
        Start a recall
      </button>
      <Link to="/recalls" className="text-brand-700 underline">
        All recalls
      </Link>
      {open && (
        <RecallDialog
          act={{ action: 'start', itemIds }}
          message={`Start a recall of ${itemIds.join(', ')}? Everything affected on hand is put on hold (unless it is a drill), and ${customers} customer${customers === 1 ? '' : 's'} must be told.`}
          onClose={() => setOpen(false)}
          onDone={(recall) => void navigate(`/recall/${recall.id}`)}
        />
      )}
    </div>
  );
}
