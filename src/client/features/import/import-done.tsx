import { Link } from 'react-router-dom';
import type { ImportAnswer, ImportKind } from '../../../shared/contract/import';

const LIST: Record<ImportKind, { to: string; text: string }> = {
  bins: { to: '/bins', text: 'See the bins' },
  skus: { to: '/skus', text: 'See the SKUs' },
  batches: { to: '/batches', text: 'See the batches' },
  customers: { to: '/customers', text: 'See the customers' },
  stock: { to: '/ledger', text: 'See the ledger' },
};

/** Where an item given an id now shows. */
const PAGE: Record<ImportKind, string> = { bins: '/bin', skus: '/sku', batches: '/batch', customers: '/customer', stock: '/ledger' };

/** Given ids listed; a file of thousands of blank ids has its first ones named. */
const GIVEN_LISTED = 20;

const WHAT: Record<ImportKind, [string, string]> = {
  bins: ['bin', 'bins'],
  skus: ['SKU', 'SKUs'],
  batches: ['batch', 'batches'],
  customers: ['customer', 'customers'],
  stock: ['opening stock line', 'opening stock lines'],
};

/** What an import wrote, with links to where it now shows. */
export function ImportDone({ answer, lines, onAgain }: { answer: ImportAnswer; lines: readonly number[]; onAgain: () => void }) {
  const [one, many] = WHAT[answer.kind];
  const given = answer.given_ids;
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="rounded-md bg-green-50 p-3 text-green-800">
        Imported {answer.rows.toLocaleString('en-US')} {answer.rows === 1 ? one : many}.
      </p>
      {given.length > 0 && (
        <div>
          <p>Rows without an id were given the next free ones:</p>
          <ul className="flex flex-col gap-1">
            {given.slice(0, GIVEN_LISTED).map(({ row, id }) => (
              <li key={id}>
                Line {lines[row] ?? row + 2}:{' '}
                <Link className="text-brand-700 underline" to={`${PAGE[answer.kind]}/${id}`}>
                  {id}
                </Link>
              </li>
            ))}
            {given.length > GIVEN_LISTED && <li>…and {given.length - GIVEN_LISTED} more.</li>}
          </ul>
        </div>
      )}
      <ul className="flex flex-col gap-1">
        <li>
          <Link className="text-brand-700 underline" to={LIST[answer.kind].to}>
            {LIST[answer.kind].text}
          </Link>
        </li>
        {answer.operation_ids.map((id) => (
          <li key={id}>
            <Link className="text-brand-700 underline" to={`/operation/${id}`}>
              Receipts of operation {id}
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <button type="button" className="btn-secondary" onClick={onAgain}>
          Import another file
        </button>
      </div>
    </div>
  );
}
