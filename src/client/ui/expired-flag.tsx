import { useQuery } from '@tanstack/react-query';
import { prefixOf } from '../../shared/labels';
import { itemSummaryQuery } from '../api/items/get-item-summary';

/** The mark of a lot past its expiry date, the same wherever the lot shows. */
export function ExpiredFlag() {
  return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">Expired</span>;
}

/**
 * Flags a scanned or typed item that is a lot past its expiry date, so it is noticed before it
 * is received, released, moved, counted or blended; nothing for anything else.
 */
export function ExpiredWarning({ id }: { id: string }) {
  const lot = useQuery({ ...itemSummaryQuery(id), enabled: prefixOf(id) === 'BAT' });
  return lot.data?.expired ? <ExpiredFlag /> : null;
}
