import { describe, expect, it } from 'vitest';
import { pathTo, ROUTES } from './routes';

describe('the route map', () => {
  it('fills in path parameters, each encoded as one segment', () => {
    expect(pathTo('getBin', { id: 'BIN000001' })).toBe('/api/bin/BIN000001');
    expect(pathTo('getOperation', { id: 42 })).toBe('/api/operation/42');
    expect(pathTo('getNextId', { kind: 'step-template' })).toBe('/api/next/step-template');
    expect(pathTo('getSku', { id: 'a/b c' })).toBe('/api/sku/a%2Fb%20c');
    expect(pathTo('listBins')).toBe('/api/bins');
  });

  it('names each method and path once', () => {
    const routes = Object.values(ROUTES).map(({ method, path }) => `${method} ${path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });
});
