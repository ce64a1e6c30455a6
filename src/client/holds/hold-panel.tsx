import { useState } from 'react';
import type { Hold } from '../../shared/contract/holds';
import { HoldFlag } from '../ui/lot-flags';
import { useToast } from '../ui/toast';
import { HoldDialog } from './hold-dialog';
import { DateTime } from '../ui/date-time';

/** A lot's or mixture's page: says loudly that it is on hold, since when, by whom and why. */
export function HoldBanner({ id, hold }: { id: string; hold: Hold | null }) {
  if (!hold) return null;
  return (
    <div role="status" className="mb-4 flex flex-col gap-1 rounded-lg border-2 border-red-700 bg-red-50 p-3 text-red-900">
      <p className="font-semibold">
        <HoldFlag hold={hold} /> {id} is on hold: {hold.reason}
      </p>
      <p className="text-sm">
        Since <DateTime at={hold.at} /> by {hold.operator}. It cannot be released, moved or used until the hold is released.
      </p>
    </div>
  );
}

/** What a hold or release did; one that found the item as asked (held meanwhile, say) recorded nothing, and says so. */
const doneText = (id: string, action: 'hold' | 'release', changed: boolean) =>
  action === 'hold'
    ? changed
      ? `${id} put on hold.`
      : `${id} was already on hold; nothing recorded.`
    : changed
      ? `${id} released from hold.`
      : `${id} was not on hold; nothing recorded.`;

/** The page's action: put the item on hold with a reason, or release its hold; both are asked first. */
export function HoldAction({ id, hold }: { id: string; hold: Hold | null }) {
  // What the dialog was opened to do: the item's state changes under it once that is done, before it closes.
  const [asking, setAsking] = useState<'hold' | 'release' | null>(null);
  const toast = useToast();
  const action = hold ? 'release' : 'hold';
  return (
    <>
      <button type="button" className={hold ? 'btn-secondary' : 'btn-secondary text-red-700'} onClick={() => setAsking(action)}>
        {hold ? 'Release hold' : 'Put on hold'}
      </button>
      {asking && (
        <HoldDialog
          action={asking}
          itemIds={[id]}
          message={
            asking === 'release'
              ? `Release ${id} from hold? It can then be released, moved and used again.`
              : `Put ${id} on hold? It cannot be released, moved or used until the hold is released.`
          }
          onClose={() => setAsking(null)}
          onDone={({ changed }) => toast.success(doneText(id, asking, changed.length > 0))}
        />
      )}
    </>
  );
}
