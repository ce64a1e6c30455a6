import fs from 'node:fs';

/** Removes this run's temporary database folder (made in playwright.config.ts). */
export default function globalTeardown(): void {
  const dir = process.env.LOTLINE_E2E_DIR;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
