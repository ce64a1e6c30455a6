import { isApiError } from '../api-error';

/**
 * Mixture changes carry an Idempotency-Key, so a request whose answer was lost to a dropped
 * connection is sent again with the same key; the server applies it once.
 */
export const retryDroppedConnection = (count: number, error: unknown) => count < 2 && isApiError(error) && error.kind === 'connection';
