import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { logger } from '../logger';

/**
 * Outgoing mail through nodemailer: SMTP when `smtpUrl` is set, otherwise every message is rendered
 * to an `.eml` file in the outbox directory (nodemailer's buffer transport), so a development or
 * demo install needs no mail server and the messages can be opened in any mail client.
 */

/**
 * Extra headers a mail may carry. Only these: a header is a way to inject into the message, so each
 * one we send is named here. List-Unsubscribe is RFC 2369, List-Unsubscribe-Post RFC 8058 (one click).
 */
export type MailHeaders = {
  'List-Unsubscribe'?: string;
  'List-Unsubscribe-Post'?: 'List-Unsubscribe=One-Click';
};

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The message's call-to-action link; logged when the mail goes to the outbox (development), never with SMTP. */
  link?: string;
  /** What kind of mail, for the log. */
  kind: string;
  /** A fixed Message-ID (the outbox derives it from the mail's key, so a resend is recognisably the same mail). */
  messageId?: string;
  headers?: MailHeaders;
};

export type MailSettings = {
  smtpUrl: string | null;
  from: string;
  outboxDir: string;
};

export type MailResult = { transport: 'smtp'; messageId: string } | { transport: 'outbox'; file: string; messageId: string };

const smtpTransports = new Map<string, Transporter>();

function smtpTransport(url: string): Transporter {
  let transport = smtpTransports.get(url);
  if (!transport) {
    transport = nodemailer.createTransport(url);
    smtpTransports.set(url, transport);
  }
  return transport;
}

const outboxTransport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

/** The recipient's domain only: enough to follow deliveries in the log without storing addresses. */
function recipientDomain(address: string): string {
  return address.split('@').pop()?.toLowerCase() ?? '';
}

/** The set headers, each on one line (a line break in a value would start a header of its own). */
function mailHeaders(headers: MailHeaders): Record<string, string> {
  const lines: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (typeof value !== 'string') continue;
    if (/[\r\n]/.test(value)) throw new Error(`mail header ${name} holds a line break`);
    lines[name] = value;
  }
  return lines;
}

export async function sendMail(settings: MailSettings, message: MailMessage): Promise<MailResult> {
  const envelope = {
    from: settings.from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.messageId ? { messageId: message.messageId } : {}),
    ...(message.headers ? { headers: mailHeaders(message.headers) } : {}),
  };
  if (settings.smtpUrl) {
    const info = (await smtpTransport(settings.smtpUrl).sendMail(envelope)) as { messageId: string };
    logger.info('mail_sent', { kind: message.kind, transport: 'smtp', to_domain: recipientDomain(message.to) });
    return { transport: 'smtp', messageId: info.messageId };
  }
  const info = (await outboxTransport.sendMail(envelope)) as { messageId: string; message: Buffer };
  await mkdir(settings.outboxDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(settings.outboxDir, `${stamp}-${message.kind}-${randomBytes(4).toString('hex')}.eml`);
  await writeFile(file, info.message, { mode: 0o600 });
  logger.info('mail_written', { kind: message.kind, transport: 'outbox', file, link: message.link });
  return { transport: 'outbox', file, messageId: info.messageId };
}
