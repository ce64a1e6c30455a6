import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { RecallCustomer, RecallState } from '../../../shared/contract/recalls';
import { RecallDialog } from '../../holds/recall-dialog';
import { DateTime } from '../../ui/date-time';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';

const link = 'text-brand-700 underline';

/** How to reach a customer, as the recall kept it: email and phone as links a phone can follow. */
function Contact({ customer }: { customer: RecallCustomer }) {
  const { contact, email, phone, address } = customer;
  return (
    <div className="flex flex-col gap-1 text-stone-800">
      {contact && <span>{contact}</span>}
      {email && (
        <a className={link} href={`mailto:${email}`}>
          {email}
        </a>
      )}
      {phone && (
        <a className={link} href={`tel:${phone.replace(/[^+0-9]/g, '')}`}>
          {phone}
        </a>
      )}
      {address && <span className="whitespace-pre-line">{address}</span>}
      {!contact && !email && !phone && !address && <span className="text-stone-500">No contact details on record.</span>}
    </div>
  );
}

function Received({ customer }: { customer: RecallCustomer }) {
  return (
    <ul className="text-sm text-stone-700">
      {customer.shipments.map((shipment, index) => (
        <li key={index} className="flex flex-wrap items-baseline gap-x-2">
          <Quantity value={shipment.quantity} unit={shipment.unit} /> of <ItemLabel value={shipment.item_id} />
          <span>
            on <DateTime at={shipment.at} />
            {shipment.reference && `, reference ${shipment.reference}`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Each customer to tell, and who told them when and how; an open recall offers "Mark notified" for those not yet told. */
export function RecallCustomers({ recall }: { recall: RecallState }) {
  const [notifying, setNotifying] = useState<RecallCustomer | null>(null);
  const open = recall.closed_at === null;
  if (recall.customers.length === 0)
    return <p className="text-stone-600">No release of what was traced named a customer: there is no one to tell.</p>;
  return (
    <>
      <ul className="divide-y divide-stone-200 border-y border-stone-200" aria-label="Customers to notify">
        {recall.customers.map((customer) => (
          <li
            key={customer.customer_id}
            className="grid gap-3 py-3 md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,1.5fr)]"
            aria-label={customer.name}
          >
            <div className="flex flex-col gap-1">
              <Link className={`${link} font-semibold`} to={`/customer/${customer.customer_id}`}>
                {customer.name || customer.customer_id}
              </Link>
              <Received customer={customer} />
            </div>
            <Contact customer={customer} />
            <div className="md:text-right">
              {customer.notified ? (
                <p className="text-brand-800">
                  Notified by {customer.notified.by} by {customer.notified.method} on <DateTime at={customer.notified.at} />
                  {customer.notified.note && <span className="block text-stone-700">{customer.notified.note}</span>}
                </p>
              ) : open ? (
                <button
                  type="button"
                  className="btn-primary"
                  aria-label={`Mark ${customer.name} notified`}
                  onClick={() => setNotifying(customer)}
                >
                  Mark notified
                </button>
              ) : (
                <span className="text-stone-500">Not notified</span>
              )}
            </div>
          </li>
        ))}
      </ul>
      {notifying && (
        <RecallDialog
          act={{ action: 'notify', id: recall.id, customerId: notifying.customer_id }}
          message={`Mark ${notifying.name} notified of recall ${recall.id}?`}
          onClose={() => setNotifying(null)}
          onDone={() => setNotifying(null)}
        />
      )}
    </>
  );
}
