import { Link } from 'react-router-dom';
import type { HeldItem } from '../../../shared/contract/history';
import { DetailSection } from '../../ui/item-detail';
import { NamedCell } from '../../ui/named-label';

const count = (n: number) => (n === 1 ? '1 item' : `${n.toLocaleString('en')} items`);

/**
 * The lots and mixtures a hold put on hold, or a release let go, with why they were held; a
 * release links each to the hold it ended. A hold moves no stock: this is what it did.
 */
export function HeldItems({ kind, items }: { kind: string; items: readonly HeldItem[] }) {
  const released = kind === 'hold-release';
  return (
    <DetailSection title={`${count(items.length)} ${released ? 'released from hold' : 'put on hold'}`}>
      <table className="data-table" aria-label={released ? 'Items released' : 'Items held'}>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Held for</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.item_id}>
              <td className="min-w-0">
                <NamedCell value={item.item_id} name={item.item_name} />
              </td>
              <td className="min-w-0 wrap-anywhere">
                {item.reason}
                {released && (
                  <Link to={`/operation/${item.hold_operation_id}`} className="block text-sm text-brand-700 hover:underline">
                    Hold (operation {item.hold_operation_id})
                  </Link>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </DetailSection>
  );
}
