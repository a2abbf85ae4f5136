import compile from 'icu-minify/compile';
import type { TextMessages } from './translator';

/**
 * A catalogue compiled the way the build compiles it (next.config.ts, `precompile`), for component tests:
 * vitest imports messages/*.json as they are written, while the browser's translator reads compiled ones.
 */
export function compileMessages(messages: TextMessages): TextMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileMessages(value as TextMessages)]),
  );
}
