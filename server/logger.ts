import { env } from '@/lib/env';

const order = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const;
type Level = Exclude<keyof typeof order, 'silent'>;

function write(level: Level, event: string, fields: Record<string, unknown>): void {
  if (order[level] < order[env().LOG_LEVEL]) return;
  const line = JSON.stringify({ level, event, ...fields, at: fields.at ?? new Date().toISOString() });
  if (level === 'error' || level === 'warn') console.error(line);
  else console.log(line);
}

/** Structured JSON lines, one event each. */
export const logger = {
  debug: (event: string, fields: Record<string, unknown> = {}) => write('debug', event, fields),
  info: (event: string, fields: Record<string, unknown> = {}) => write('info', event, fields),
  warn: (event: string, fields: Record<string, unknown> = {}) => write('warn', event, fields),
  error: (event: string, fields: Record<string, unknown> = {}) => write('error', event, fields),
};
