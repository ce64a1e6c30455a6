import type { Requirement, TemplateState } from '../../../shared/contract/step-templates';
import { ItemLabel } from '../../ui/item-label';
import { Quantity } from '../../ui/quantity';

/** A template's inputs or outputs: each SKU with its name, and its nominal quantity in its unit or 'flexible'. */
export function RequirementsTable({
  label,
  requirements,
  skus,
}: {
  label: string;
  requirements: readonly Requirement[];
  skus: TemplateState['skus'];
}) {
  return (
    <table className="data-table" aria-label={label}>
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col">Name</th>
          <th scope="col" className="text-right">
            Quantity
          </th>
        </tr>
      </thead>
      <tbody>
        {requirements.map((requirement, index) => {
          const sku = skus[requirement.sku_id];
          const unit = sku?.unit ?? null;
          return (
            <tr key={`${requirement.sku_id}-${index}`}>
              <td>
                <ItemLabel value={requirement.sku_id} />
              </td>
              <td className="wrap-anywhere">{sku?.name ?? <span className="text-stone-500 italic">(Unknown)</span>}</td>
              <td className="text-right">
                {requirement.quantity == null ? (
                  <span className="whitespace-nowrap">flexible{unit && <span className="text-stone-500"> ({unit})</span>}</span>
                ) : (
                  <Quantity value={requirement.quantity} unit={unit} />
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
