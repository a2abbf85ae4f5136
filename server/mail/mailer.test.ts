import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendMail, type MailSettings } from './mailer';

let dir: string;
let settings: MailSettings;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mailer-'));
  settings = { smtpUrl: null, from: 'Dealwijzer <no-reply@deals.test>', outboxDir: dir };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const LONG_TOKEN = `${'e'.repeat(120)}.${'s'.repeat(43)}`;
const message = { to: 'guest@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>', kind: 'test' };

describe('sendMail', () => {
  it('writes the extra headers a mail carries (List-Unsubscribe, one click)', async () => {
    const result = await sendMail(settings, {
      ...message,
      headers: {
        'List-Unsubscribe': `<https://deals.test/api/deal-alerts/unsubscribe?token=${LONG_TOKEN}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    });
    if (result.transport !== 'outbox') throw new Error('expected the outbox');
    // Long header lines are folded (RFC 5322); a mail client reads them unfolded.
    const eml = (await readFile(result.file, 'utf8')).replace(/\r?\n[ \t]+/g, ' ');
    const lines = eml.split('\n');
    expect(lines).toContain(`List-Unsubscribe: <https://deals.test/api/deal-alerts/unsubscribe?token=${LONG_TOKEN}>`);
    expect(lines).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  });

  it('refuses a header value with a line break (no header injection)', async () => {
    await expect(sendMail(settings, { ...message, headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: victim@example.com' } })).rejects.toThrow(
      /line break/,
    );
  });
});
