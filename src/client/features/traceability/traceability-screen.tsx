import { useLocation } from 'react-router-dom';
import { problemText } from '../../api/form-errors';
import { useTrace } from '../../api/traceability/get-trace';
import { Loading } from '../../ui/query-state';
import { Screen } from '../../ui/screen';
import { TraceForm } from './trace-form';
import { requestOf } from './trace-params';
import { TraceReport } from './trace-report';
import { useTraceParams } from './use-trace-params';

/** /traceability: where a lot went (downstream) or what a lot or run came from (upstream), with exact bounds. */
export function TraceabilityScreen() {
  const params = useTraceParams();
  const { search } = useLocation();
  const trace = useTrace(requestOf(params.ids, params.direction));

  const generate = (ids: string[], direction: typeof params.direction) => {
    const same = ids.join(',') === params.ids.join(',') && direction === params.direction;
    // The same question again is asked again: stock may have moved since.
    if (same) void trace.refetch();
    else params.set(ids, direction);
  };

  return (
    <Screen wide title="Traceability Report">
      {/* A Trace link followed while on this screen starts the form over from the new URL. */}
      <TraceForm key={search} ids={params.ids} direction={params.direction} busy={trace.isFetching} onGenerate={generate} />
      {trace.isError && (
        <p role="alert" className="mt-6 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800">
          {problemText(trace.error)}
        </p>
      )}
      {trace.isPending && trace.isFetching && <Loading label="Tracing…" />}
      {trace.data && !trace.isError && <TraceReport answer={trace.data} generatedAt={new Date(trace.dataUpdatedAt)} />}
    </Screen>
  );
}
