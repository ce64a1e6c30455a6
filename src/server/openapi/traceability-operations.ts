import { HoldAnswer, HoldBody, HoldReleaseBody } from '../../shared/contract/holds';
import { TraceAnswer, TraceBody } from '../../shared/contract/traceability';
import type { OperationSpec } from './operations';

/** Lot genealogy: upstream provenance and downstream recall, with exact bounds; and recall holds. */
export const TRACEABILITY_OPERATIONS: OperationSpec[] = [
  { operationId: 'trace', method: 'post', path: '/api/traceability', tag: 'Traceability', summary: 'Trace lots upstream or downstream',
    description: 'Upstream (the default): the source lots that may be in the named lots or in what the named runs produced, each with ' +
      'lower and upper bounds and where uncertainty entered. Downstream: every lot and mixture that may hold units of them, the bins ' +
      'holding those now, the releases that took them out (when, who, why), and per lot what entered it = on hand + released + consumed ' +
      '+ written off. Undone runs are not traced. A read: it changes nothing.',
    body: TraceBody, success: { status: 200, description: 'The trace.', schema: TraceAnswer }, problems: ['missing-resource'] },
  { operationId: 'holdItems', method: 'post', path: '/api/holds', tag: 'Traceability', summary: 'Put lots and mixtures on recall hold',
    description: 'One ledger operation of kind hold, its reason in the note. A held lot or mixture (or a mixture holding a held lot) ' +
      'is refused for release, move, runs and blends (409 item-on-hold) until its hold is released; audits still count it. ' +
      'Items already held keep their hold and are listed as unchanged.',
    body: HoldBody, idempotent: true, success: { status: 200, description: 'What was put on hold.', schema: HoldAnswer }, problems: ['missing-resource'] },
  { operationId: 'releaseHolds', method: 'post', path: '/api/holds/release', tag: 'Traceability', summary: 'Release lots and mixtures from hold',
    description: 'One ledger operation of kind hold-release. Items not on hold are listed as unchanged.',
    body: HoldReleaseBody, idempotent: true, success: { status: 200, description: 'What was released.', schema: HoldAnswer }, problems: ['missing-resource'] },
];
