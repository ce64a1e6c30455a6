import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MAX_HOLD_ITEMS, type HoldResult } from '../../../shared/contract/holds';
import type { DownstreamTrace } from '../../../shared/contract/traceability';
import { allTraces } from '../../api/traceability/get-trace';
import { HoldDialog } from '../../holds/hold-dialog';

const itemsText = (count: number) => `${count.toLocaleString('en')} lot${count === 1 ? '' : 's'} and mixture${count === 1 ? '' : 's'}`;

function resultText(action: 'hold' | 'release', { changed, unchanged }: HoldResult): string {
  if (action === 'release') return `${itemsText(changed.length)} released from hold.`;
  const held = `${itemsText(changed.length)} put on hold`;
  return unchanged.length === 0 ? `${held}.` : `${held}; ${unchanged.length} already on hold.`;
}

/** The report's items in two lists: on hand and free (to hold), and on hold (to release). */
function holdsOf(trace: DownstreamTrace) {
  const held = new Set(
    [...trace.lots.map((lot) => [lot.batch_id, lot.hold] as const), ...trace.mixtures.map((m) => [m.mix_id, m.hold] as const)].flatMap(
      ([id, hold]) => (hold ? [id] : []),
    ),
  );
  const onHand = [...new Set(trace.holdings.map((holding) => holding.item_id))];
  return { onHand, free: onHand.filter((id) => !held.has(id)), held: [...held] };
}

/**
 * The recall's first act: every lot and mixture still on hand that may hold the traced material
 * goes on hold in one operation, with the reason naming what was traced; and, the recall over,
 * the report's holds are released together. The report is traced again after either, so each
 * item's hold shows as it now is.
 */
export function RecallHold({ trace }: { trace: DownstreamTrace }) {
  const [open, setOpen] = useState<'hold' | 'release' | null>(null);
  const [result, setResult] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const { onHand, free, held } = holdsOf(trace);
  if (onHand.length === 0 && held.length === 0) return null;
  const traced = [...trace.query.batch_ids, ...trace.query.step_instance_ids].join(', ');
  const tooMany = free.length > MAX_HOLD_ITEMS;
  const items = open === 'release' ? held : free;
  const done = (action: 'hold' | 'release') => (answer: HoldResult) => {
    setResult(resultText(action, answer));
    void queryClient.invalidateQueries({ queryKey: allTraces() });
  };
  const status =
    result ??
    (tooMany
      ? `${itemsText(free.length)} are on hand: hold them from their pages, at most ${MAX_HOLD_ITEMS.toLocaleString('en')} at once.`
      : free.length > 0
        ? `${itemsText(free.length)} on hand may hold it.`
        : `All ${itemsText(onHand.length)} on hand are on hold.`);
  return (
    <div className="mt-6 flex flex-wrap items-center gap-3 print:hidden">
      {free.length > 0 && (
        <button type="button" className="btn-danger" disabled={tooMany} onClick={() => setOpen('hold')}>
          Put all on hold
        </button>
      )}
      {held.length > 0 && (
        <button type="button" className="btn-secondary" disabled={held.length > MAX_HOLD_ITEMS} onClick={() => setOpen('release')}>
          Release the report&apos;s holds ({held.length.toLocaleString('en')})
        </button>
      )}
      <span className="text-stone-700" role="status">
        {status}
      </span>
      {open && (
        <HoldDialog
          action={open}
          itemIds={items}
          defaultReason={`Recall of ${traced}`}
          message={
            open === 'hold'
              ? `Put ${itemsText(items.length)} on hold? None of them can be released, moved or used until the hold is released.`
              : `Release the holds on ${itemsText(items.length)}? They can be released, moved and used again.`
          }
          onClose={() => setOpen(null)}
          onDone={done(open)}
        />
      )}
    </div>
  );
}
