import type { UseQueryResult } from '@tanstack/react-query';
import type { LocationsResource } from '../../shared/contract/skus';
import { ItemLabel } from './item-label';
import { Loading } from './query-state';

/** Where a SKU or batch is stored: one row per bin and item, as the locations operation answers. */
export function LocationsTable({ locations }: { locations: UseQueryResult<LocationsResource> }) {
  if (locations.isPending) return <Loading />;
  if (locations.isError) return <p className="text-red-700">Problem loading locations.</p>;
  const rows = Object.entries(locations.data.state).flatMap(([bin, contents]) =>
    Object.entries(contents).map(([item, quantity]) => ({ bin, item, quantity })),
  );
  if (rows.length === 0) return <p className="text-stone-500">Not in any bin.</p>;
  return (
    <div className="overflow-x-auto">
      <table className="data-table" aria-label="Locations">
        <thead>
          <tr>
            <th scope="col">Bin</th>
            <th scope="col">Identifier</th>
            <th scope="col" className="text-right">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ bin, item, quantity }) => (
            <tr key={`${bin}:${item}`}>
              <td>
                <ItemLabel value={bin} />
              </td>
              <td>
                <ItemLabel value={item} />
              </td>
              <td className="text-right tabular-nums">{quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
