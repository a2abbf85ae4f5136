/**
 * The web side's one logger (pages, the proxy, the API clients, the browser): structured records
 * of one event each, `{level, event, ...fields, at}`, written by a sink. On the server the sink is
 * one JSON line on the console (warn and error on stderr, as server/logger.ts does for the API);
 * in the browser the API client sends its records to `POST /api/log` with beaconSink.
 */

import { sendJsonBeacon } from './beacon';

export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export type LogFields = Record<string, unknown>;
export type LogRecord = LogFields & { level: LogLevel; event: string; at: string };
export type LogSink = (record: LogRecord) => void;

/** One JSON line per record; warn and error go to stderr (console.error), the rest to stdout. */
export function consoleSink(record: LogRecord): void {
  const line = JSON.stringify(record);
  if (record.level === 'error' || record.level === 'warn') console.error(line);
  else console.log(line);
}

/** Browser: hands each record to `endpoint` without delaying the page (sendBeacon, else a keepalive fetch). */
export function beaconSink(endpoint: string): LogSink {
  return (record) => sendJsonBeacon(endpoint, JSON.stringify(record));
}

export type Logger = { [L in LogLevel]: (event: string, fields?: LogFields) => void } & {
  /** Writes a record that is already complete (e.g. the API client's `api_call_failed`). */
  write: (record: LogRecord) => void;
  /** A logger that adds `fields` to every record. */
  child: (fields: LogFields) => Logger;
};

/** The least level a logger writes; `silent` writes nothing. */
export type LogThreshold = LogLevel | 'silent';

/**
 * `minLevel` is a level, or a function read at every record when the level can change while the
 * process runs (the API's LOG_LEVEL, which tests and scripts set).
 */
export function createLogger(
  sink: LogSink = consoleSink,
  base: LogFields = {},
  minLevel: LogThreshold | (() => LogThreshold) = 'debug',
): Logger {
  const writes = (level: LogLevel) => {
    const threshold = typeof minLevel === 'function' ? minLevel() : minLevel;
    return threshold !== 'silent' && LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(threshold);
  };
  const at = (level: LogLevel) => (event: string, fields: LogFields = {}) => {
    if (!writes(level)) return;
    sink({ level, event, ...base, ...fields, at: typeof fields.at === 'string' ? fields.at : new Date().toISOString() });
  };
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    write: (record) => {
      if (writes(record.level)) sink({ ...base, ...record });
    },
    child: (fields) => createLogger(sink, { ...base, ...fields }, minLevel),
  };
}

/** The console logger for server code and the browser's own console. */
export const logger = createLogger();

/** The message of anything thrown, for a record's `message` field. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
