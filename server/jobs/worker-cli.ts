import { env } from '@/lib/env';
import { closeDb } from '../db/client';
import { logger } from '../logger';
import { getJobs } from './runtime';
import { workerRefusal } from './worker-refusal';

// `npm run worker`: the job worker on its own (PostgreSQL only), beside web processes started with
// `npm start` or `npm run api`. It migrates the database like they do, installs the queues and
// schedules, runs jobs until SIGINT/SIGTERM, then lets the running job finish before closing.
async function main(): Promise<void> {
  const refusal = workerRefusal(env());
  if (refusal) {
    console.error(refusal);
    process.exitCode = 2;
    return;
  }
  await getJobs();
  logger.info('worker_started', { pid: process.pid });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('worker_stopping', { signal });
    closeDb()
      .then(() => process.exit(0))
      .catch((error: unknown) => {
        logger.error('worker_stop_failed', { message: error instanceof Error ? error.message : String(error) });
        process.exit(1);
      });
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  logger.error('worker_failed', { error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error) });
  process.exitCode = 1;
});
