import { env } from '@/lib/env';
import { consoleSink, createLogger } from '@/lib/log/logger';

/** The API's structured JSON lines: the shared logger, at the level LOG_LEVEL sets (read at every record). */
export const logger = createLogger(consoleSink, {}, () => env().LOG_LEVEL);
