import type { FastifyInstance } from 'fastify';

interface KnownRoute {
  pattern: RegExp;
  methods: Set<string>;
}

/** Converts a Fastify path such as /api/bin/:id into a matcher for concrete paths. */
function matcherOf(url: string): RegExp {
  const source = url
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * Records every API route so that an unknown method on a known path can be answered
 * with 405 and its Allow header rather than a plain 404.
 */
export function trackRoutes(app: FastifyInstance): (path: string) => string[] {
  const routes = new Map<string, KnownRoute>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().filter((m) => m !== 'HEAD');
    const known = routes.get(route.url) ?? { pattern: matcherOf(route.url), methods: new Set<string>() };
    methods.forEach((m) => known.methods.add(m));
    routes.set(route.url, known);
  });
  return (path) => {
    const allowed = new Set<string>();
    for (const route of routes.values()) if (route.pattern.test(path)) route.methods.forEach((m) => allowed.add(m));
    return [...allowed].sort();
  };
}
