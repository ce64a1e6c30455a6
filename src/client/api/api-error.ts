import type { InvalidParam, Problem } from '../../shared/contract/problem';
import { plainTitle } from './plain-problem';

/**
 * A failed API call. `problem` is the server's problem document; a request that never
 * reached the server is a connection failure with no problem. The message of a problem is
 * its title in plain words, since toasts and error headings show the message.
 */
export class ApiError extends Error {
  constructor(
    readonly kind: 'problem' | 'connection' | 'bad-response',
    readonly problem: Problem | null,
    message: string,
  ) {
    super(problem ? plainTitle(problem) : message);
    this.name = 'ApiError';
  }

  get status(): number | null {
    return this.problem?.status ?? null;
  }

  get invalidParams(): InvalidParam[] {
    return this.problem?.['invalid-params'] ?? [];
  }

  get isMissing(): boolean {
    return this.problem?.type === 'missing-resource';
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
