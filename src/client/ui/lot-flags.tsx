import { useQuery } from '@tanstack/react-query';
import type { Hold } from '../../shared/contract/holds';
import { prefixOf } from '../../shared/labels';
import { itemSummaryQuery } from '../api/items/get-item-summary';

/** The mark of a lot past its expiry date, the same wherever the lot shows. */
export function ExpiredFlag() {
  return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-red-800">Expired</span>;
}

/** The mark of a lot or mixture on recall hold: louder than expiry, as it stops every use. */
export function HoldFlag({ hold }: { hold: Hold }) {
  return (
    <span
      className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold tracking-wide whitespace-nowrap text-white uppercase"
      title={hold.reason}
    >
      On hold
    </span>
  );
}

/** Whether a scanned id is a lot or mixture, the only things with expiry or a hold. */
const isLotOrMixture = (id: string) => prefixOf(id) === 'BAT' || prefixOf(id) === 'MIX';

const WARNING_CLASS = 'font-semibold text-red-800';
/**
 * Once the server has refused the field's value, its reason shows on the field and the warning
 * keeps only its flag: the hold is said once (decision 040).
 */
const SENTENCE_CLASS = 'group-has-[[aria-invalid=true]]/field:hidden';

/**
 * Flags a scanned or typed lot or mixture that is on recall hold (with why: it cannot be
 * released, moved or used) or past its expiry date, so it is noticed before anything is done
 * with it; nothing for anything else.
 */
export function LotWarnings({ id }: { id: string }) {
  const item = useQuery({ ...itemSummaryQuery(id), enabled: isLotOrMixture(id) });
  if (!item.data) return null;
  const { hold, expired, heldInside } = item.data;
  return (
    <>
      {expired && <ExpiredFlag />}{' '}
      {hold && (
        <span role="alert" className={WARNING_CLASS}>
          <HoldFlag hold={hold} />{' '}
          <span className={SENTENCE_CLASS}>
            {id} is on hold: {hold.reason}. It cannot be released, moved or used until the hold is released.
          </span>
        </span>
      )}
      {!hold && heldInside && (
        <span role="alert" className={WARNING_CLASS}>
          <HoldFlag hold={heldInside.hold} />{' '}
          <span className={SENTENCE_CLASS}>
            {id} holds {heldInside.lot}, which is on hold: {heldInside.hold.reason}. It cannot be released, moved or used until that hold is
            released.
          </span>
        </span>
      )}
    </>
  );
}
