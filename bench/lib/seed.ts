import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import type { DB } from '../../src/server/db/connect';
import { formatId } from '../../src/shared/labels';

/** Bins and items a bench works on, created through the API so they are exactly what users make. */
export interface Stockroom {
  bins: string[];
  items: string[];
}

export interface StockroomShape {
  bins: number;
  skus: number;
  batches: number;
  /** Units of every item put into every bin up front (0 for none). */
  unitsEach: number;
}

// Ids far from the ones a person or the demo would pick, so a bench database reads as one.
const FIRST = 900_001;

async function post(app: FastifyInstance, url: string, body: unknown): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url,
    payload: JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  });
  if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
}

export async function seedStockroom(db: DB, shape: StockroomShape): Promise<Stockroom> {
  const app = await buildApp({ db, staticDir: null });
  try {
    const bins = Array.from({ length: shape.bins }, (_, i) => formatId('BIN', FIRST + i));
    const skus = Array.from({ length: shape.skus }, (_, i) => formatId('SKU', FIRST + i));
    const batches = Array.from({ length: shape.batches }, (_, i) => formatId('BAT', FIRST + i));
    for (const id of bins) await post(app, '/api/bins', { id });
    for (const [i, id] of skus.entries()) await post(app, '/api/skus', { id, name: `Bench material ${i + 1}` });
    for (const [i, id] of batches.entries()) {
      await post(app, '/api/batches', { id, sku_id: skus[i % Math.max(1, skus.length)] ?? null, name: `Bench lot ${i + 1}` });
    }
    const items = [...skus, ...batches];
    if (shape.unitsEach > 0) {
      for (const bin of bins) for (const id of items) await post(app, `/api/bin/${bin}/contents`, { id, quantity: shape.unitsEach });
    }
    return { bins, items };
  } finally {
    await app.close();
  }
}
