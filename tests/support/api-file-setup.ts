import { afterAll } from 'vitest';
import { dropLeftDatabases } from './databases';

// Vitest runs after-all hooks last registered first, so this runs once the file's own have
// dropped its databases, each checked as it goes (databases.ts). One a file never drops would
// escape that check and linger on the PostgreSQL server: it is checked and dropped here, and
// the file fails.
afterAll(async () => {
  const left = await dropLeftDatabases();
  if (left.length > 0) throw new Error(`the test file did not drop ${left.length} database(s): ${left.join(', ')}`);
});
