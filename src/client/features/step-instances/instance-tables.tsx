import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { ConsumedRow, ProducedRow } from '../../../shared/contract/step-instances';
import type { Unit } from '../../../shared/units';
import { ItemLabel } from '../../ui/item-label';
import { NamedCell } from '../../ui/named-label';
import { Quantity } from '../../ui/quantity';

/**
 * Below 600px each row wraps into a small card: the item and its quantity on one line, the
 * other cells under it with their column's name, so a phone never scrolls sideways.
 */
const STACKED =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&_tr]:flex max-sm:[&_tr]:flex-wrap max-sm:[&_tr]:justify-between max-sm:[&_tr]:gap-x-3 ' +
  'max-sm:[&_tr]:border-b max-sm:[&_tr]:border-stone-200 max-sm:[&_td]:border-0 max-sm:[&_td]:py-1';

/** A stacked cell on its own line, named by its column, as the header row is out of sight. */
const NAMED_CELL =
  'max-sm:order-1 max-sm:basis-full max-sm:before:mr-1 max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

function RunTable({ label, headers, children }: { label: string; headers: string[]; children: ReactNode }) {
  return (
    <table className={`data-table ${STACKED}`} aria-label={label}>
      <thead className="max-sm:sr-only">
        <tr>
          {headers.map((header, index) => (
            <th key={header} scope="col" className={index === headers.length - 1 ? 'text-right' : ''}>
              {header}
            </th>
          ))}
        </tr>
      </thead>
      {children}
    </table>
  );
}

function QuantityCell({ value, unit }: { value: number; unit: Unit }) {
  return (
    <td className="text-right">
      <Quantity value={value} unit={unit} />
    </td>
  );
}

function BinCell({ id, names }: { id: string; names: ReadonlyMap<string, string> }) {
  return (
    <td data-label="Bin" className={NAMED_CELL}>
      <NamedCell value={id} name={names.get(id)} />
    </td>
  );
}

/** A consumed mixture's rows: the mixture, then what the run took of each of its lots. */
function ConsumedRows({ row, binNames }: { row: ConsumedRow; binNames: ReadonlyMap<string, string> }) {
  return (
    <tbody>
      <tr>
        <td>
          <NamedCell value={row.resource_id} name={row.name} />
          {row.resource_type === 'mixture' && <span className="text-xs text-stone-500 uppercase">Mixture</span>}
        </td>
        <BinCell id={row.bin_id} names={binNames} />
        <QuantityCell value={row.quantity} unit={row.unit} />
      </tr>
      {row.components?.map((take) => (
        <tr key={take.batch_id} aria-label={`${take.batch_id} of ${row.resource_id}`} className="bg-stone-50 text-stone-700">
          <td className="pl-6 max-sm:pl-4">
            <span aria-hidden="true" className="mr-1 text-stone-400">
              └
            </span>
            <ItemLabel value={take.batch_id} />
            {take.name && <span className="block pl-4 wrap-anywhere text-stone-600">{take.name}</span>}
          </td>
          <td className="max-sm:hidden" />
          <QuantityCell value={take.quantity} unit={row.unit} />
        </tr>
      ))}
    </tbody>
  );
}

/** What the run used: each lot or mixture from its bin; a mixture's component amounts beneath it. */
export function ConsumedTable({ rows, binNames }: { rows: readonly ConsumedRow[]; binNames: ReadonlyMap<string, string> }) {
  return (
    <RunTable label="Consumed" headers={['Item', 'Bin', 'Quantity']}>
      {rows.map((row, index) => (
        <ConsumedRows key={`${index} ${row.resource_id}`} row={row} binNames={binNames} />
      ))}
    </RunTable>
  );
}

/** What the run made: each new lot, its SKU, the bin it went into and how much. */
/** A lot an undone run made was removed with the undo and kept in the Archive: it links there, not to a 404. */
function ArchivedLotCell({ row }: { row: ProducedRow }) {
  return (
    <>
      <Link to={`/archive/${row.batch_id}`} className="text-brand-700 hover:underline" aria-label={`${row.batch_id} in the Archive`}>
        <ItemLabel value={row.batch_id} link={false} />
      </Link>
      {row.name && <span className="block wrap-anywhere text-stone-600">{row.name}</span>}
    </>
  );
}

export function ProducedTable({
  rows,
  binNames,
  skuNames,
  undone,
}: {
  rows: readonly ProducedRow[];
  binNames: ReadonlyMap<string, string>;
  skuNames: ReadonlyMap<string, string>;
  undone: boolean;
}) {
  return (
    <RunTable label="Produced" headers={['Lot', 'SKU', 'Bin', 'Quantity']}>
      <tbody>
        {rows.map((row) => (
          <tr key={row.batch_id}>
            <td>{undone ? <ArchivedLotCell row={row} /> : <NamedCell value={row.batch_id} name={row.name} />}</td>
            <td data-label="SKU" className={NAMED_CELL}>
              <NamedCell value={row.sku_id} name={skuNames.get(row.sku_id)} />
            </td>
            <BinCell id={row.bin_id} names={binNames} />
            <QuantityCell value={row.quantity} unit={row.unit} />
          </tr>
        ))}
      </tbody>
    </RunTable>
  );
}
