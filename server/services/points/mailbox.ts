import { createHash } from 'node:crypto';

/**
 * One mailbox, however it is written (docs/referral.md, "One mailbox, one bonus"): most mail services
 * deliver `name+anything@` to `name@`, and Gmail ignores dots in the name and answers for
 * googlemail.com too. Other services' dots are kept: there they name different mailboxes.
 */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/** The address reduced to its mailbox: lower case, without a `+tag`, and at Gmail without dots. */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  let name = address.slice(0, at);
  let domain = address.slice(at + 1);
  const plus = name.indexOf('+');
  if (plus > 0) name = name.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    name = name.replaceAll('.', '') || name;
  }
  return `${name}@${domain}`;
}

/** What is kept of a mailbox once a referral bonus was paid for it: its SHA-256 (hex), not the address. */
export function mailboxHash(email: string): string {
  return createHash('sha256').update(mailboxOf(email)).digest('hex');
}
