import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';

describe('passwords', () => {
  it('hashes into the documented format and verifies the right password only', async () => {
    const stored = await hashPassword('Demo-wachtwoord-2026');
    const parts = stored.split('$');
    expect(parts.slice(0, 4)).toEqual(['scrypt', '17', '8', '1']);
    expect(Buffer.from(parts[4] ?? '', 'base64')).toHaveLength(16);
    expect(Buffer.from(parts[5] ?? '', 'base64')).toHaveLength(64);

    await expect(verifyPassword('Demo-wachtwoord-2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo-wachtwoord-2026', stored)).resolves.toBe(false);
    await expect(verifyPassword('', stored)).resolves.toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [a, b] = await Promise.all([hashPassword('même mot de passe'), hashPassword('même mot de passe')]);
    expect(a).not.toBe(b);
    await expect(verifyPassword('même mot de passe', a)).resolves.toBe(true);
  });

  it('treats canonically equivalent unicode input as the same password', async () => {
    const stored = await hashPassword('caf\u00e9');
    await expect(verifyPassword('cafe\u0301', stored)).resolves.toBe(true);
  });

  it('answers false, never throws, for malformed stored values', async () => {
    const valid = await hashPassword('secret');
    const [, , , , salt, key] = valid.split('$');
    const malformed: Array<string | null | undefined> = [
      null,
      undefined,
      '',
      'secret',
      'scrypt$17$8$1$',
      `bcrypt$17$8$1$${salt}$${key}`,
      `scrypt$99$8$1$${salt}$${key}`,
      `scrypt$17$0$1$${salt}$${key}`,
      `scrypt$17$8$1$${salt}$!!notbase64!!`,
      `scrypt$17$8$1$${salt}$${key}$extra`,
      `scrypt$17$8$1$${salt}$AAAA`,
      `scrypt$x$8$1$${salt}$${key}`,
    ];
    for (const stored of malformed) {
      await expect(verifyPassword('secret', stored)).resolves.toBe(false);
    }
    expect(needsRehash('garbage')).toBe(true);
  });

  it('still verifies hashes made with other (cheaper) parameters and flags them for rehashing', async () => {
    const valid = await hashPassword('secret');
    const [, , , , salt] = valid.split('$');
    // A hash made with N = 2^14 by the same scheme: recompute it here with node:crypto directly.
    const { scryptSync } = await import('node:crypto');
    const key = scryptSync('secret', Buffer.from(salt ?? '', 'base64'), 64, { N: 2 ** 14, r: 8, p: 1 });
    const cheap = `scrypt$14$8$1$${salt}$${key.toString('base64')}`;
    await expect(verifyPassword('secret', cheap)).resolves.toBe(true);
    expect(needsRehash(cheap)).toBe(true);
  });
});
