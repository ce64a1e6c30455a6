import type { MixtureState } from '../../../shared/contract/mixtures';
import { ItemLabel } from '../../ui/item-label';
import { HoldFlag } from '../../ui/lot-flags';
import { quantityText } from '../../../shared/units';

/** The batches blended in, what each brought and what of it is left in the mixture. */
export function ComponentsTable({ mixture: { components, unit } }: { mixture: MixtureState }) {
  return (
    <div className="overflow-x-auto">
      <table className="data-table" aria-label="Components">
        <thead>
          <tr>
            <th scope="col" className="min-w-[100px]">
              Batch
            </th>
            <th scope="col" className="text-right">
              Initial Quantity
            </th>
            <th scope="col" className="text-right">
              Remaining Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {components.map((component) => (
            <tr key={component.batch_id}>
              <td>
                <ItemLabel value={component.batch_id} /> {component.hold && <HoldFlag hold={component.hold} />}
                {component.name && <span className="block wrap-anywhere text-stone-600">{component.name}</span>}
              </td>
              <td className="text-right whitespace-nowrap tabular-nums">{quantityText(component.qty_initial, unit)}</td>
              <td className="text-right whitespace-nowrap tabular-nums">{quantityText(component.qty_remaining, unit)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
