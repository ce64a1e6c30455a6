import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from './process.mjs';

/** Newest modification time of a file or of any file below a folder (0 if absent). */
function newestMtime(target) {
  let stat;
  try {
    stat = fs.statSync(target);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

/**
 * Why a build must run again, or null when it is current: its output (`marker`, a file the
 * build writes every time) is missing, or one of its `inputs` (files or folders, relative to
 * the project) changed after the output was written.
 */
export function staleReason({ marker, inputs }) {
  const output = path.join(ROOT, marker);
  if (!fs.existsSync(output)) return `${path.dirname(marker)} is missing`;
  const built = fs.statSync(output).mtimeMs;
  const changed = inputs.find((input) => newestMtime(path.join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}
