import { isApiError } from '../api/api-error';

/**
 * How long a stock change may wait for its answer. On flaky Wi-Fi a request can hang for
 * minutes; given up on, it is kept and sent again with the same key, so it still applies once.
 */
export const SEND_TIMEOUT_MS = 20_000;

/** A request that never reached the server, or whose answer never came. */
export const isUnanswered = (error: unknown) =>
  (isApiError(error) && error.kind === 'connection') || (error instanceof DOMException && error.name === 'TimeoutError');
