import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PROBLEM_CONTENT_TYPE, type Problem, type ProblemType } from '../../shared/contract/problem';
import { AppError } from './app-error';
import { discardRestOfBody } from './oversized-body';
import { setSecurityHeaders } from './security-headers';

export function sendProblem(reply: FastifyReply, error: AppError): FastifyReply {
  for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
  return reply.code(error.problem.status).type(PROBLEM_CONTENT_TYPE).header('cache-control', 'no-cache').send(error.problem);
}

/** Fastify's own client errors, by code, as problem types. */
const FASTIFY_PROBLEMS: Record<string, ProblemType> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported-media-type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'validation-error',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload-too-large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'validation-error',
  FST_ERR_CTP_INVALID_JSON_BODY: 'validation-error',
  FST_ERR_BAD_URL: 'validation-error',
  FST_ERR_MAX_PARAM_LENGTH: 'validation-error',
};

function problemOf(error: FastifyError): AppError | null {
  if (error instanceof AppError) return error;
  const type = error.code ? FASTIFY_PROBLEMS[error.code] : undefined;
  if (type) return new AppError(type, { detail: error.message });
  // Body-parser failures (JSON syntax) carry a 4xx status but no FST code.
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return new AppError(error.statusCode === 413 ? 'payload-too-large' : 'validation-error', {
      detail: 'Request body is not valid JSON.',
    });
  }
  return null;
}

export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const known = problemOf(error);
    if (known?.problem.type === 'payload-too-large') discardRestOfBody(request, reply);
    if (known) return sendProblem(reply, known);
    // Never send internal text to the client; the log keeps it.
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, new AppError('internal-error'));
  });
}

/**
 * Fastify refuses a badly encoded URL or an over-long path parameter before routing, outside
 * hooks and the error handler; passed as its `frameworkErrors` option, this answers those as
 * problems with the security headers too.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  setSecurityHeaders(reply);
  const known = problemOf(error);
  if (!known) request.log.error({ err: error }, 'unhandled framework error');
  sendProblem(reply, known ?? new AppError('internal-error'));
}

export type { Problem };
