import type { UpstreamTrace } from '../../../shared/contract/traceability';
import { NamedCell } from '../../ui/named-label';
import { rangeColumn, ReportTable, uncertaintyColumn } from './report-parts';
import type { Describe } from './trace-csv';

type Input = UpstreamTrace['inputs'][number];

/** Upstream: the source lots the traced lots or runs may have come from, and how much of each. */
export function UpstreamTable({ inputs, describe }: { inputs: UpstreamTrace['inputs']; describe: Describe }) {
  return (
    <ReportTable<Input>
      title="Source lots"
      empty="No source lots."
      rows={inputs}
      rowKey={(input) => input.batch_id}
      columns={[
        { header: 'Batch', cell: (input) => <NamedCell value={input.batch_id} name={describe(input.batch_id).name} /> },
        rangeColumn('Quantity', (input) => describe(input.batch_id).unit),
        uncertaintyColumn,
      ]}
    />
  );
}
