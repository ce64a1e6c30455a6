import { useState } from 'react';
import type { Contents } from '../../../shared/contract/bins';
import { ItemLabel } from '../../ui/item-label';
import { useItemSummaries } from '../../api/items/get-item-summary';

type Filter = 'all' | 'BAT' | 'SKU';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'BAT', label: 'BAT' },
  { value: 'SKU', label: 'SKU' },
];

export function BinContentsTable({ contents }: { contents: Contents }) {
  const [filter, setFilter] = useState<Filter>('all');
  const entries = Object.entries(contents).filter(([id]) => filter === 'all' || id.startsWith(filter));
  const summaries = useItemSummaries(entries.map(([id]) => id));

  return (
    <div className="flex flex-col gap-3">
      <div role="radiogroup" aria-label="Show items" className="inline-flex self-start overflow-hidden rounded-md border border-stone-300">
        {FILTERS.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={filter === option.value}
            className={`min-h-9 px-3 text-sm font-semibold ${filter === option.value ? 'bg-brand-700 text-white' : 'bg-white text-stone-700 hover:bg-stone-50'}`}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
      {entries.length === 0 ? (
        <p className="text-stone-500">{Object.keys(contents).length === 0 ? 'This bin is empty.' : 'Nothing of this type in the bin.'}</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="data-table" aria-label="Contents">
            <thead>
              <tr>
                <th scope="col">Identifier</th>
                <th scope="col" className="min-w-[100px]">
                  Name
                </th>
                <th scope="col" className="text-right">
                  Quantity
                </th>
                <th scope="col">Type</th>
              </tr>
            </thead>
            <tbody>
              {entries.map(([id, quantity], index) => {
                const summary = summaries[index];
                return (
                  <tr key={id}>
                    <td>
                      <ItemLabel value={id} />
                    </td>
                    <td className="break-words">{summary?.data?.name}</td>
                    <td className="text-right tabular-nums">{quantity}</td>
                    <td>{summary?.isPending ? 'Loading' : summary?.isError ? 'Problem' : summary?.data?.type}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
