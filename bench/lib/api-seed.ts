import { buildApp } from '../../src/server/app';
import type { DB } from '../../src/server/db/connect';

/** Creates one thing through the API, as a user would; anything but 201 stops the bench. */
export type Post = (url: string, body: unknown) => Promise<void>;

/** Seeds a bench database through the real routes (in process, no network), so its records are ones users could make. */
export async function seedThroughApi<T>(db: DB, seed: (post: Post) => Promise<T>): Promise<T> {
  const app = await buildApp({ db, staticDir: null });
  const post: Post = async (url, body) => {
    const response = await app.inject({
      method: 'POST',
      url,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
    if (response.statusCode !== 201) throw new Error(`seeding ${url}: ${response.statusCode} ${response.body}`);
  };
  try {
    return await seed(post);
  } finally {
    await app.close();
  }
}
