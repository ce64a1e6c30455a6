import { DownstreamTrace, UpstreamTrace, type TraceAnswer } from '../../../shared/contract/traceability';
import { dateTime } from '../../ui/ledger-text';
import { DownstreamReport } from './downstream-report';
import { csvText } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { traceCsvRows, traceFileName } from './trace-csv';
import { UpstreamTable } from './upstream-table';
import { useTraceNames } from './use-trace-names';

/** The answer as a report: tables, its CSV for the recall file, and a printable page. */
export function TraceReport({ answer, generatedAt }: { answer: TraceAnswer; generatedAt: Date }) {
  const describe = useTraceNames(answer);
  const upstream = UpstreamTrace.safeParse(answer);
  const downstream = DownstreamTrace.safeParse(answer);
  const download = () => downloadText(traceFileName(answer), csvText(traceCsvRows(answer, describe, generatedAt)), 'text/csv;charset=utf-8');
  const ids = [...answer.query.batch_ids, ...answer.query.step_instance_ids].join(', ');
  return (
    <section aria-label="Traceability report" className="mt-6 border-t border-stone-200 pt-4 print:mt-0 print:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {answer.query.direction === 'upstream' ? 'Upstream provenance' : 'Downstream usage'} of {ids}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          <button type="button" className="btn-secondary" onClick={download}>
            Download CSV
          </button>
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        Generated <time dateTime={generatedAt.toISOString()}>{dateTime.format(generatedAt)}</time>
      </p>
      {answer.query.direction === 'upstream' && upstream.success && <UpstreamTable inputs={upstream.data.inputs} describe={describe} />}
      {answer.query.direction === 'downstream' && downstream.success && <DownstreamReport trace={downstream.data} describe={describe} />}
    </section>
  );
}
