import { readFileSync } from 'node:fs';
import path from 'node:path';

let cached: string | null | undefined;

/**
 * (Server code only: it reads a file.) The id of the Next.js build this server runs (`.next/BUILD_ID`, written by `next build`), read once:
 * a new build means a new process. Null without a build (the API alone, `npm run api`), which the
 * browser's build watcher treats as "nothing to compare" (docs/app-shell.md, New builds).
 */
export function currentBuildId(): string | null {
  if (cached === undefined) {
    try {
      cached = readFileSync(path.join(process.cwd(), '.next', 'BUILD_ID'), 'utf8').trim() || null;
    } catch {
      cached = null;
    }
  }
  return cached;
}
