import type { InstanceSummary } from '../../../shared/contract/step-instances';
import { NamedLabel } from '../../ui/named-label';
import { InstanceLink, TemplateLink } from './instance-links';
import { DateTime } from '../../ui/date-time';

/**
 * Below 600px each run becomes a card: its id as the title, the other cells each on a line
 * under their column's name, so a phone never scrolls sideways.
 */
const CARDS =
  'max-sm:block max-sm:[&>tbody]:block max-sm:[&_tbody_tr]:flex max-sm:[&_tbody_tr]:flex-col max-sm:[&_tbody_tr]:border-b ' +
  'max-sm:[&_tbody_tr]:border-stone-200 max-sm:[&_tbody_tr]:py-2 max-sm:[&_td]:border-0 max-sm:[&_td]:py-0.5';

const LABELLED = 'max-sm:before:mr-2 max-sm:before:text-stone-500 max-sm:before:content-[attr(data-label)]';

function Items({ label, items }: { label: string; items: InstanceSummary['inputs'] }) {
  return (
    <ul aria-label={label} className="flex min-w-0 flex-col gap-0.5">
      {items.map((item) => (
        <li key={item.id}>
          <NamedLabel value={item.id} name={item.name} />
        </li>
      ))}
    </ul>
  );
}

/** The run list: one row per run, its lots in and out linked to their pages. */
export function InstanceListTable({ runs, stale }: { runs: readonly InstanceSummary[]; stale: boolean }) {
  return (
    <table className={`data-table ${CARDS} ${stale ? 'opacity-60' : ''}`} aria-label="Production runs">
      <thead className="max-sm:sr-only">
        <tr>
          <th scope="col">Run</th>
          <th scope="col">Template</th>
          <th scope="col">Operator</th>
          <th scope="col">Date</th>
          <th scope="col">Inputs → Outputs</th>
        </tr>
      </thead>
      <tbody>
        {runs.map((run) => (
          <tr key={run.instance_id}>
            <td className="max-sm:font-semibold">
              <InstanceLink id={run.instance_id} />
            </td>
            <td data-label="Template" className={LABELLED}>
              <TemplateLink id={run.template_id} />
              <span className="block wrap-anywhere text-stone-600 max-sm:inline max-sm:pl-2">{run.template_name}</span>
            </td>
            <td data-label="Operator" className={`wrap-anywhere ${LABELLED}`}>
              {run.operator}
            </td>
            <td data-label="Date" className={`whitespace-nowrap ${LABELLED}`}>
              <DateTime at={run.created_at} />
            </td>
            <td className="max-sm:pt-1">
              <div className="flex flex-wrap items-start gap-x-2 gap-y-1">
                <Items label="Inputs" items={run.inputs} />
                {/* The arrow leads the outputs, so where they wrap under the inputs (a phone) it still says which is which. */}
                <div className="flex gap-2">
                  <span aria-hidden="true" className="text-stone-500">
                    →
                  </span>
                  <Items label="Outputs" items={run.outputs} />
                </div>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
