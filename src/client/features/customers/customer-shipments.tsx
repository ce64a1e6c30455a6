import { useState } from 'react';
import { Link } from 'react-router-dom';
import { packingSlipHref } from '../../api/shipments/create-shipment';
import { useCustomerShipments } from '../../api/shipments/get-shipments';
import { DateTime } from '../../ui/date-time';
import { LoadError, Loading } from '../../ui/query-state';
import { RangePager } from '../../ui/range-pager';

const PAGE = 10;
const link = 'text-brand-700 underline';

/** What the customer received, newest first: each shipment with its reference, lines and packing slip. */
export function CustomerShipments({ id }: { id: string }) {
  const [startingFrom, setStartingFrom] = useState(0);
  const shipments = useCustomerShipments(id, startingFrom, PAGE);
  return (
    <section aria-labelledby="customer-shipments" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="customer-shipments" className="text-lg font-semibold">
          Shipments
        </h2>
        <Link className="btn-secondary" to={`/ship?customer=${id}`}>
          Ship to {id}
        </Link>
      </div>
      {shipments.isPending ? (
        <Loading />
      ) : shipments.isError ? (
        <LoadError error={shipments.error} />
      ) : shipments.data.state.total === 0 ? (
        <p className="text-stone-600">Nothing shipped to this customer yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-stone-200 border-y border-stone-200">
            {shipments.data.state.items.map(({ state }) => (
              <li key={state.operation_id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
                <Link className={`${link} font-semibold`} to={`/operation/${state.operation_id}`}>
                  Shipment {state.operation_id}
                </Link>
                <DateTime at={state.at} />
                <span className="text-stone-700">
                  {state.lines} line{state.lines === 1 ? '' : 's'}
                  {state.reference && `, reference ${state.reference}`}
                  {state.operator && `, by ${state.operator}`}
                </span>
                <a className={`${link} ml-auto`} href={packingSlipHref(state.operation_id)} target="_blank" rel="noreferrer">
                  Packing slip
                </a>
              </li>
            ))}
          </ul>
          <RangePager
            startingFrom={startingFrom}
            shown={shipments.data.state.items.length}
            total={shipments.data.state.total}
            pageSize={PAGE}
            onPage={setStartingFrom}
          />
        </>
      )}
    </section>
  );
}
