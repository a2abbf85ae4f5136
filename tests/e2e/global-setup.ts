import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_EXTERNAL, E2E_MAIL_DIR, E2E_SMTP_PORT } from './mail-settings';

/**
 * The project's local SMTP catcher for the e2e run, so every mail spec goes through real SMTP: it
 * listens on E2E_SMTP_PORT, where playwright.config.ts points the e2e server's SMTP_URL, and writes
 * every message it receives, as received, to E2E_MAIL_DIR (one .eml file each, read by
 * account-helpers.ts). Playwright closes it after the run.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (E2E_EXTERNAL) return async () => {};
  mkdirSync(E2E_MAIL_DIR, { recursive: true });
  let sequence = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        sequence += 1;
        const stamp = new Date().toISOString().replace(/[:.]/g, '-');
        try {
          writeFileSync(path.join(E2E_MAIL_DIR, `${stamp}-smtp-${String(sequence).padStart(5, '0')}.eml`), Buffer.concat(chunks), { mode: 0o600 });
          callback();
        } catch (error) {
          callback(error instanceof Error ? error : new Error(String(error)));
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.on('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
