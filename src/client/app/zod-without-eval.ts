import { config } from 'zod/v4/core';

// The CSP has no 'unsafe-eval' (docs/decisions/012-csrf-and-headers.md). Unless told it is
// jitless, zod probes `new Function` when the first object schema is built, and the browser
// reports the refused probe as a CSP violation. So this must run before any schema exists:
// main.tsx imports it first, and no schema is in the entry's chunks (zod and the contract load
// with the screens and on first use), so every schema is built after it. zod's core holds the
// setting, so this imports only the core's config, not zod into the first paint.
config({ jitless: true });
