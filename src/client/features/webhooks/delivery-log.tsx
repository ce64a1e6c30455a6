import type { Webhook } from '../../../shared/contract/webhooks';
import { problemText } from '../../api/form-errors';
import { useDeliveries } from '../../api/webhooks/webhooks';
import { DateTime } from '../../ui/date-time';
import { Loading } from '../../ui/query-state';

const STATUS_STYLE = { pending: 'text-amber-700', delivered: 'text-green-700', failed: 'text-red-700' } as const;

/** A webhook's last deliveries, newest first: what was sent, whether it arrived, and why not. */
export function DeliveryLog({ hook }: { hook: Webhook }) {
  const deliveries = useDeliveries(hook.id);
  if (deliveries.isPending) return <Loading label="Loading deliveries…" />;
  if (deliveries.isError)
    return (
      <p role="alert" className="text-red-700">
        {problemText(deliveries.error)}
      </p>
    );
  if (deliveries.data.items.length === 0) return <p className="text-stone-700">Nothing sent yet.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" aria-label={`Deliveries to ${hook.url}`}>
        <thead>
          <tr>
            <th className="p-1">Event</th>
            <th className="p-1">Status</th>
            <th className="p-1">Attempts</th>
            <th className="p-1">HTTP</th>
            <th className="p-1">Last error</th>
            <th className="p-1">Time</th>
          </tr>
        </thead>
        <tbody>
          {deliveries.data.items.map((delivery) => (
            <tr key={delivery.id}>
              <td className="p-1">
                <code>{delivery.type}</code> <span className="text-stone-500">{delivery.event_id}</span>
              </td>
              <td className={`p-1 ${STATUS_STYLE[delivery.status]}`}>{delivery.status}</td>
              <td className="p-1">{delivery.attempts}</td>
              <td className="p-1">{delivery.last_status_code ?? '–'}</td>
              <td className="p-1 break-all">{delivery.last_error ?? ''}</td>
              <td className="p-1">
                <DateTime at={delivery.delivered_at ?? delivery.at} />
                {delivery.next_attempt_at && (
                  <>
                    {' '}
                    · next try <DateTime at={delivery.next_attempt_at} />
                  </>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
