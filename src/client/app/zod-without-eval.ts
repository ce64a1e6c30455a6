import { config } from 'zod/v4/core';

// The CSP has no 'unsafe-eval' (docs/decisions/012-csrf-and-headers.md). Unless told it is
// jitless, zod probes `new Function` when the first object schema is built, and the browser
// reports the refused probe as a CSP violation. So this must run before any schema exists:
// main.tsx imports it first. The entry builds no schema; zod and the contract load later, with
// the screens and on first use. zod's core holds the setting, so this imports only the core's
// config, not zod.
config({ jitless: true });
