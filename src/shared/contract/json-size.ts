/**
 * Measures of a JSON value that bound free-form props. Depth is measured with a cap, so a
 * value nested thousands deep is refused without recursing through all of it.
 */

/**
 * How deep objects and lists may nest in any request body: far beyond what any route's body
 * needs (props nest 4 levels inside it), and far below what would strain the server.
 */
export const MAX_BODY_DEPTH = 32;

/** Nesting depth: a scalar is 0, an object or array 1 more than its deepest member; stops counting past `cap`. */
export function jsonDepth(value: unknown, cap: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (cap <= 0) return 1;
  let deepest = 0;
  for (const member of Object.values(value)) {
    deepest = Math.max(deepest, jsonDepth(member, cap - 1));
    if (deepest >= cap) break;
  }
  return 1 + deepest;
}

const encoder = new TextEncoder();

/** Size in bytes of the value as the database stores it: UTF-8 JSON text. */
export const jsonBytes = (value: unknown): number => encoder.encode(JSON.stringify(value)).length;
