import { queryOptions, useQuery } from '@tanstack/react-query';
import { TraceAnswer, type TraceDirection } from '../../../shared/contract/traceability';
import { apiRequest } from '../request';
import { pathTo, ROUTES } from '../../../shared/routes';

/** What one trace asks: lots and runs, and which way to follow their units. */
export interface TraceRequest {
  batch_ids: string[];
  step_instance_ids: string[];
  direction: TraceDirection;
}

/** POST /api/traceability: it reads, so it is a query, keyed by what it asks. */
export const getTrace = (body: TraceRequest, signal?: AbortSignal) =>
  apiRequest(TraceAnswer, pathTo('trace'), { method: ROUTES.trace.method, body, signal });

/** Every trace asked for: a hold changes what each report shows. */
export const allTraces = () => ['traceability'] as const;

// A trace is worked out fresh each time it is asked for: stock moves between two presses of Generate.
export const traceQuery = (body: TraceRequest) =>
  queryOptions({ queryKey: [...allTraces(), body], queryFn: ({ signal }) => getTrace(body, signal), staleTime: 0, gcTime: 60_000 });

const NOTHING: TraceRequest = { batch_ids: [], step_instance_ids: [], direction: 'downstream' };

/** The trace of `body`, or nothing asked yet (null). */
export const useTrace = (body: TraceRequest | null) => useQuery({ ...traceQuery(body ?? NOTHING), enabled: body !== null });
