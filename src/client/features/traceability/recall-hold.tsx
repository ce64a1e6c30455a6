import { useState } from 'react';
import { MAX_HOLD_ITEMS, type HoldResult } from '../../../shared/contract/holds';
import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { HoldDialog } from '../../holds/hold-dialog';

const itemsText = (count: number) => `${count.toLocaleString('en')} lot${count === 1 ? '' : 's'} and mixture${count === 1 ? '' : 's'}`;

function resultText({ changed, unchanged }: HoldResult): string {
  const held = `${itemsText(changed.length)} put on hold`;
  return unchanged.length === 0 ? `${held}.` : `${held}; ${unchanged.length} already on hold.`;
}

/**
 * The recall's first act: every lot and mixture still on hand that may hold the traced units
 * goes on hold in one operation, with the reason naming what was traced.
 */
export function RecallHold({ trace }: { trace: DownstreamTrace }) {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<HoldResult | null>(null);
  const items = [...new Set(trace.holdings.map((holding) => holding.item_id))];
  if (items.length === 0) return null;
  const traced = [...trace.query.batch_ids, ...trace.query.step_instance_ids].join(', ');
  const tooMany = items.length > MAX_HOLD_ITEMS;
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
      <button type="button" className="btn-danger" disabled={tooMany} onClick={() => setOpen(true)}>
        Put all on hold
      </button>
      <span className="text-stone-700" role="status">
        {result
          ? resultText(result)
          : tooMany
            ? `${itemsText(items.length)} are on hand: hold them from their pages, at most ${MAX_HOLD_ITEMS.toLocaleString('en')} at once.`
            : `${itemsText(items.length)} on hand may hold it.`}
      </span>
      {open && (
        <HoldDialog
          action="hold"
          itemIds={items}
          defaultReason={`Recall of ${traced}`}
          message={`Put ${itemsText(items.length)} on hold? None of them can be released, moved or used until the hold is released.`}
          onClose={() => setOpen(false)}
          onDone={setResult}
        />
      )}
    </div>
  );
}
