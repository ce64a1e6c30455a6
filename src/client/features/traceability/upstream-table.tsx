import type { UpstreamTrace } from '../../../shared/contract/traceability';
import { Empty, Named, PHONE_CARDS, Range, ReportPart, Uncertainty } from './report-parts';
import type { Describe } from './trace-csv';

/** Upstream: the source lots the traced lots or runs may have come from, and how much of each. */
export function UpstreamTable({ inputs, describe }: { inputs: UpstreamTrace['inputs']; describe: Describe }) {
  return (
    <ReportPart title="Source lots">
      {inputs.length === 0 ? (
        <Empty>No source lots.</Empty>
      ) : (
        <table className={`data-table ${PHONE_CARDS}`} aria-label="Source lots">
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col" className="text-right">
                Quantity
              </th>
              <th scope="col">Uncertainty</th>
            </tr>
          </thead>
          <tbody>
            {inputs.map((input) => {
              const { name, unit } = describe(input.batch_id);
              return (
                <tr key={input.batch_id}>
                  <td data-label="Batch">
                    <Named id={input.batch_id} name={name} />
                  </td>
                  <td data-label="Quantity" className="text-right">
                    <Range of={input} unit={unit} />
                  </td>
                  <td data-label="Uncertainty">
                    <Uncertainty annotations={input.annotations} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </ReportPart>
  );
}
