// Apart from the Problem schema, so the client names problems in its first paint without loading zod.
/** The closed set of problem types the API answers with, and their HTTP statuses. */
export const PROBLEM_STATUS = {
  'validation-error': 400,
  unauthenticated: 401,
  forbidden: 403,
  'too-many-attempts': 429,
  'missing-resource': 404,
  'duplicate-resource': 409,
  'insufficient-quantity': 409,
  'resource-in-use': 409,
  'dangerous-operation': 409,
  'item-on-hold': 409,
  'precondition-failed': 412,
  'not-found': 404,
  'method-not-allowed': 405,
  'unsupported-media-type': 415,
  'payload-too-large': 413,
  'idempotency-conflict': 422,
  'internal-error': 500,
} as const;
export type ProblemType = keyof typeof PROBLEM_STATUS;

export const PROBLEM_TITLE: Record<ProblemType, string> = {
  'validation-error': 'Input did not validate.',
  unauthenticated: 'Sign in first.',
  forbidden: 'Your role does not allow this.',
  'too-many-attempts': 'Too many failed sign-in attempts.',
  'missing-resource': 'Resource does not exist.',
  'duplicate-resource': 'Attempt to create resource that already exists.',
  'insufficient-quantity': 'Requested greater quantity than is available.',
  'resource-in-use': 'Resource is in use.',
  'dangerous-operation': 'This operation requires force=true.',
  'item-on-hold': 'Item is on hold.',
  'precondition-failed': 'Resource has changed since it was read.',
  'not-found': 'No such API route.',
  'method-not-allowed': 'Method not allowed on this route.',
  'unsupported-media-type': 'Request body must be application/json.',
  'payload-too-large': 'Request body is too large.',
  'idempotency-conflict': 'Idempotency-Key was already used for a different request.',
  'internal-error': 'Internal server error.',
};
