import type { ItemProps } from '../../../shared/contract/skus';
import { propLabel } from '../../ui/prop-label';
import { isDateProp, isUsd } from './props-draft';

/** Money reads as $x.xx USD, a date as its day; other values as they are. */
export function PropValue({ value }: { value: unknown }) {
  if (isUsd(value)) return <span className="tabular-nums">${value.value.toFixed(2)} USD</span>;
  if (isDateProp(value))
    return (
      <time dateTime={value.value} className="tabular-nums">
        {value.value}
      </time>
    );
  if (typeof value === 'number') return <span className="tabular-nums">{value}</span>;
  return <span className="wrap-anywhere">{typeof value === 'string' ? value : JSON.stringify(value)}</span>;
}

/** A batch's additional properties, read-only. */
export function PropsTable({ props }: { props: ItemProps | null }) {
  const entries = Object.entries(props ?? {});
  if (entries.length === 0) return <p className="text-stone-500">None</p>;
  return (
    <table className="data-table" aria-label="Additional Properties">
      <tbody>
        {entries.map(([name, value]) => (
          <tr key={name}>
            <th scope="row" className="wrap-anywhere">
              {propLabel(name)}
            </th>
            <td>
              <PropValue value={value} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
