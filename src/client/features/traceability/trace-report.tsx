import { useMemo } from 'react';
import { DownstreamTrace, UpstreamTrace, type TraceAnswer } from '../../../shared/contract/traceability';
import { csvText } from '../../ui/csv';
import { downloadText } from '../../ui/download';
import { DownstreamReport } from './downstream-report';
import { UpstreamGraph } from './genealogy-graph';
import { traceCsvRows, traceFileName } from './trace-csv';
import { SCOPE_TEXT, tracedIds } from './trace-text';
import { UpstreamTable } from './upstream-table';
import { useTraceNames } from './use-trace-names';
import { DateTime } from '../../ui/date-time';

/** The answer in the shape of its direction; undefined when it lacks a part that direction has. */
const tracesOf = (answer: TraceAnswer) =>
  answer.query.direction === 'upstream'
    ? { upstream: UpstreamTrace.safeParse(answer).data, downstream: undefined }
    : { upstream: undefined, downstream: DownstreamTrace.safeParse(answer).data };

/** The answer as a report: tables, its CSV for the recall file, and a printable page. */
export function TraceReport({ answer, generatedAt }: { answer: TraceAnswer; generatedAt: Date }) {
  const { describe, settled } = useTraceNames(answer);
  // Parsed once per answer, not on every render (the names load in after it and re-render the report).
  const { upstream, downstream } = useMemo(() => tracesOf(answer), [answer]);
  const download = () =>
    downloadText(traceFileName(answer), csvText(traceCsvRows(answer, describe, generatedAt)), 'text/csv;charset=utf-8');
  return (
    <section aria-label="Traceability report" className="mt-6 border-t border-stone-200 pt-4 print:mt-0 print:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold">
          {SCOPE_TEXT[answer.query.direction]} of {tracedIds(answer.query).join(', ')}
        </h2>
        <div className="flex flex-wrap gap-2 print:hidden">
          {/* A recall file names what it lists: the CSV waits for the names. */}
          <button
            type="button"
            className="btn-secondary"
            onClick={download}
            disabled={!settled}
            title={settled ? undefined : 'Loading names…'}
          >
            Download CSV
          </button>
          <button type="button" className="btn-secondary" onClick={() => window.print()}>
            Print
          </button>
        </div>
      </div>
      <p className="text-sm text-stone-600">
        Generated <DateTime at={generatedAt} />
      </p>
      {upstream && <UpstreamTable inputs={upstream.inputs} describe={describe} />}
      {/* A lot traced to itself (received, not made) has no genealogy to draw. */}
      {upstream && upstream.runs.length > 0 && <UpstreamGraph trace={upstream} describe={describe} />}
      {downstream && <DownstreamReport trace={downstream} describe={describe} />}
    </section>
  );
}
