import type * as FastifyModule from 'fastify';

/**
 * Fastify whose apps add every route they register to `registered` ("GET /api/bin/:id"),
 * for the tests that hold the app's routes against the contract. Used from a vi.mock factory.
 */
export function withRouteLog(actual: typeof FastifyModule, registered: Set<string>): typeof FastifyModule {
  const logging = ((options?: object) => {
    const app = actual.default(options);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) registered.add(`${method} ${route.url}`);
    });
    return app;
  }) as typeof actual.default;
  return { ...actual, default: logging };
}
