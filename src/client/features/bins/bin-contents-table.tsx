import { useState } from 'react';
import type { BinLine, ContentKind } from '../../../shared/contract/bins';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';
import { lineType } from './line-type';

type Filter = 'all' | ContentKind;
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'batch', label: 'BAT' },
  { value: 'sku', label: 'SKU' },
];

/** A bin's lines as the bin's own answer names them: no request per item. */
export function BinContentsTable({ lines }: { lines: BinLine[] }) {
  const [filter, setFilter] = useState<Filter>('all');
  const shown = lines.filter((line) => filter === 'all' || line.kind === filter);

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
      {shown.length === 0 ? (
        <p className="text-stone-500">{lines.length === 0 ? 'This bin is empty.' : 'Nothing of this type in the bin.'}</p>
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
                {/* On a phone the identifier's prefix (BAT, SKU, MIX) tells the type, and three columns fit. */}
                <th scope="col" className="hidden sm:table-cell">
                  Type
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((line) => (
                <tr key={line.item_id}>
                  <td>
                    <ItemLabel value={line.item_id} />
                  </td>
                  <td>{line.name}</td>
                  <td className="text-right">
                    <Quantity value={line.quantity} unit={line.unit} />
                  </td>
                  <td className="hidden sm:table-cell">{lineType(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
