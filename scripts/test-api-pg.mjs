#!/usr/bin/env node
// `npm run test:api:pg [-- files]`: the API suite on PostgreSQL. TEST_DATABASE_URL defaults
// to the local test database that .ci/run creates.
import { bin, run } from './lib/process.mjs';

const env = {
  ...process.env,
  TEST_DB: 'postgres',
  TEST_DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://lotline:lotline@127.0.0.1:5432/lotline_test',
};
process.exitCode = await run(bin('vitest'), ['run', '--project', 'api', ...process.argv.slice(2)], { env });
