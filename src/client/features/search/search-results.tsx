import type { SearchResult } from '../../../shared/contract/search';
import { ItemLabel } from '../../ui/item-label';

const TYPE_OF_KIND: Record<string, string> = {
  bin: 'Bin',
  sku: 'SKU',
  batch: 'Batch',
  mixture: 'Mixture',
  'step-template': 'Step Template',
  'step-instance': 'Step Instance',
};

/** Name column: blank for bins; for a mixture its name, or else its SKU. */
const nameOf = (result: SearchResult) => (result.kind === 'bin' ? '' : result.name || (result.kind === 'mixture' ? (result.sku_id ?? '') : ''));

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
            <th scope="col">Type</th>
          </tr>
        </thead>
        <tbody onClickCapture={onOpen}>
          {results.map((result) => (
            <tr key={result.id}>
              <td>
                <ItemLabel value={result.id} />
              </td>
              <td className="break-words">{nameOf(result)}</td>
              <td>{TYPE_OF_KIND[result.kind] ?? 'Unknown'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
