import { useSearchParams } from 'react-router-dom';
import type { TraceDirection } from '../../../shared/contract/traceability';
import { isDirection, splitIds } from './trace-params';

export interface TraceParams {
  /** lot and run labels, in the order given */
  ids: string[];
  direction: TraceDirection;
  /** Writes what to trace into the URL; the screen generates from the URL. */
  set: (ids: readonly string[], direction: TraceDirection) => void;
}

/** The trace lives in the URL (?id=BAT…,INS…&scope=downstream), so a Trace link or a reload generates it at once. */
export function useTraceParams(): TraceParams {
  const [params, setParams] = useSearchParams();
  const scope = params.get('scope');
  return {
    ids: splitIds(params.get('id') ?? '').ids,
    direction: isDirection(scope) ? scope : 'downstream',
    set: (ids, direction) => setParams({ id: [...new Set(ids)].join(','), scope: direction }),
  };
}
