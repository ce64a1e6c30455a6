import { Fragment } from 'react';
import type { SearchLocations, SearchResult } from '../../../shared/contract/search';
import { quantityText } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';

const TYPE_OF_KIND: Record<string, string> = {
  bin: 'Bin',
  sku: 'SKU',
  batch: 'Batch',
  mixture: 'Mixture',
  'step-template': 'Step Template',
  'step-instance': 'Step Instance',
  customer: 'Customer',
};

/** Name column: its own name; a mixture without one shows its SKU. */
const nameOf = (result: SearchResult) => result.name || (result.kind === 'mixture' ? (result.sku_id ?? '') : '');

/** Where a SKU or batch is on hand: "BIN000003 Cold room · 12 ea, BIN000007 · 4 ea, +2 more"; nothing for a bin. */
function OnHandIn({ locations }: { locations: SearchLocations | undefined }) {
  if (!locations) return null;
  if (locations.held.length === 0) return <span className="text-stone-500">Not in stock</span>;
  return (
    <>
      {/* A phone's narrow column may break a bin's name, never its label or quantity. */}
      {locations.held.map((entry, at) => (
        <Fragment key={entry.bin_id}>
          {at > 0 && ', '}
          <ItemLabel value={entry.bin_id} />
          {entry.bin_name && ` ${entry.bin_name}`}{' '}
          <span className="whitespace-nowrap">· {quantityText(entry.quantity, locations.unit)}</span>
        </Fragment>
      ))}
      {locations.more > 0 && (
        <>
          , <span className="whitespace-nowrap">+{locations.more} more</span>
        </>
      )}
    </>
  );
}

export function SearchResults({ results, onOpen }: { results: SearchResult[]; onOpen: () => void }) {
  return (
    <div className="overflow-x-auto">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">Identifier</th>
            <th scope="col" className="min-w-[100px]">
              Name
            </th>
            <th scope="col">On hand</th>
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody onClickCapture={onOpen}>
          {results.map((result) => (
            <tr key={result.id}>
              <td>
                <ItemLabel value={result.id} />
              </td>
              <td className="wrap-anywhere">{nameOf(result)}</td>
              <td>
                <OnHandIn locations={result.locations} />
              </td>
              <td>{TYPE_OF_KIND[result.kind] ?? 'Unknown'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
