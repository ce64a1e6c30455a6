import { PROBLEM_STATUS, PROBLEM_TITLE, type InvalidParam, type Problem, type ProblemType } from '../../shared/contract/problem';
import type { Operation } from '../../shared/contract/envelope';

/** The one error type the domain throws; the error handler turns it into a problem document. */
export class AppError extends Error {
  readonly problem: Problem;
  readonly headers: Record<string, string>;

  constructor(
    type: ProblemType,
    extras: {
      title?: string;
      detail?: string;
      invalidParams?: InvalidParam[];
      Id?: string;
      permission?: string;
      operations?: Operation[];
      headers?: Record<string, string>;
    } = {},
  ) {
    const title = extras.title ?? PROBLEM_TITLE[type];
    super(title);
    this.problem = {
      type,
      title,
      status: PROBLEM_STATUS[type],
      ...(extras.detail !== undefined && { detail: extras.detail }),
      ...(extras.invalidParams && { 'invalid-params': extras.invalidParams }),
      ...(extras.Id !== undefined && { Id: extras.Id }),
      ...(extras.permission !== undefined && { permission: extras.permission }),
      ...(extras.operations && { operations: extras.operations }),
    };
    this.headers = extras.headers ?? {};
  }
}

export const invalid = (name: string, reason: string) => new AppError('validation-error', { invalidParams: [{ name, reason }] });
