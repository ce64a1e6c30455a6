import type { UseQueryResult } from '@tanstack/react-query';
import type { LocationsResource } from '../../shared/contract/skus';
import type { Unit } from '../../shared/units';
import { useBin } from '../api/bins/get-bin';
import { NamedCell } from './named-label';
import { Quantity } from './quantity';
import { Loading } from './query-state';

/**
 * One bin and item, each with its name, and the quantity in the item's unit. The locations
 * answer carries ids only; the bin's own answer names both, so this costs one request per bin,
 * shared with every other view of it.
 */
function LocationRow({ bin, item, quantity, unit }: { bin: string; item: string; quantity: number; unit: Unit }) {
  const state = useBin(bin).data?.state;
  return (
    <tr>
      <td>
        <NamedCell value={bin} name={state?.name} />
      </td>
      <td>
        <NamedCell value={item} name={state?.lines.find((line) => line.item_id === item)?.name} />
      </td>
      <td className="text-right">
        <Quantity value={quantity} unit={unit} />
      </td>
    </tr>
  );
}

/**
 * Where a SKU or batch is stored: one row per bin and item, as the locations operation answers.
 * `unit` is the SKU's or batch's, which a SKU's batches share.
 */
export function LocationsTable({ locations, unit }: { locations: UseQueryResult<LocationsResource>; unit: Unit }) {
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
            <LocationRow key={`${bin}:${item}`} bin={bin} item={item} quantity={quantity} unit={unit} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
