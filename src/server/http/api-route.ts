import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { ROUTES, type RouteName } from '../../shared/routes';
import { operationOf, type OperationSpec, type RouteSpec } from '../openapi/operations';
import { parseInput } from './parse';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** what apiRoute declared: the OpenAPI document and the API tests read it */
    declaration?: OperationSpec;
  }
  interface FastifyInstance {
    /** the declaration of every /api route, in the order the routes registered */
    declaredRoutes: readonly OperationSpec[];
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** A route's input as its declared schemas parsed it; a part it declares no schema for is undefined. */
export interface RouteInput<P, Q, B> {
  params: Parsed<P>;
  query: Parsed<Q>;
  body: Parsed<B>;
}

/** What a handler answers: the declared success schema's value, or the reply it sent itself. */
type Answer<R> = (R extends z.ZodType ? z.output<R> : never) | FastifyReply;

/**
 * Registers a route of the route map with its declaration: params, query, body and success
 * schemas from src/shared, which type the handler's input and answer, describe the route in
 * the OpenAPI document and check its answers in the API tests.
 */
export function apiRoute<
  P extends z.ZodObject | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(
  app: FastifyInstance,
  name: RouteName,
  spec: RouteSpec & { params?: P; query?: Q; body?: B; success: { schema?: R } },
  handler: (input: RouteInput<P, Q, B>, request: FastifyRequest, reply: FastifyReply) => Promise<Answer<R>>,
  options: { bodyLimit?: number } = {},
): void {
  const { method, path } = ROUTES[name];
  app.route({
    method,
    url: path,
    ...options,
    config: { declaration: operationOf(name, spec) },
    // Parsed here rather than by Fastify's schema validation, which would check the body before
    // the query, see a missing body as null, and replace request.body, whose text as sent is
    // what an Idempotency-Key is bound to; the problems stay exactly the contract's.
    handler: async (request, reply) => {
      const input = {
        params: spec.params && parseInput(spec.params, request.params),
        query: spec.query && parseInput(spec.query, request.query),
        body: spec.body && parseInput(spec.body, request.body),
      } as RouteInput<P, Q, B>;
      return handler(input, request, reply);
    },
  });
}

/**
 * Gathers the declaration of every /api route as it registers, into app.declaredRoutes. A
 * route registered without apiRoute stops the app from starting, so no route goes undocumented.
 */
export function collectDeclarations(app: FastifyInstance): void {
  const declared: OperationSpec[] = [];
  app.decorate('declaredRoutes', declared);
  app.addHook('onRoute', (route) => {
    const method = String(route.method).toLowerCase();
    if (!route.url.startsWith('/api/') || method === 'head') return;
    const declaration = route.config?.declaration;
    if (!declaration) throw new Error(`${method.toUpperCase()} ${route.url} has no declaration: register it with apiRoute`);
    declared.push(declaration);
  });
}
