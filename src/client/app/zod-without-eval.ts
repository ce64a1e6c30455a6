import { z } from 'zod';

// The CSP has no 'unsafe-eval' (docs/decisions/012-csrf-and-headers.md). Unless told it is
// jitless, zod probes `new Function` when the first object schema is built, and the browser
// reports the refused probe as a CSP violation. So this must run before any schema exists:
// main.tsx imports it first, and request.ts does too, so the bundler puts it in the chunk that
// holds zod and the contract atoms, ahead of them (a chunk runs before the entry's own code).
z.config({ jitless: true });
