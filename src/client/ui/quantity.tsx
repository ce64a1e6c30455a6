import { quantityText, type Unit } from '../../shared/units';

/** A quantity with its unit, as every table and sentence shows one: never broken across lines, digits aligned. */
export function Quantity({ value, unit }: { value: number; unit: Unit | null }) {
  return <span className="whitespace-nowrap tabular-nums">{quantityText(value, unit)}</span>;
}
