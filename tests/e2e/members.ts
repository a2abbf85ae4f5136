import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { verificationLink } from './account-helpers';
import { expect, test, type Lang } from './fixtures';

/**
 * Fresh members for specs that need more people than the demo seed's two: registered through the
 * API, verified with the link from the mail outbox, signed in. Each call plays a visitor of its own
 * (its own address behind the proxy), so the per-address limits of registration are not in the way.
 */

export type Member = { id: number; email: string; token: string };

/** Every new member's password (for the specs that sign in through the form). */
export const PASSWORD = 'Lid-wachtwoord-2026!';

function visitor(): Record<string, string> {
  const byte = () => randomBytes(1)[0] ?? 1;
  return { 'X-Forwarded-For': `203.0.${byte()}.${Math.max(1, byte())}`, Accept: 'application/json' };
}

export async function newMember(request: APIRequestContext, lang: Lang, label: string): Promise<Member> {
  const email = `${label}-${Date.now()}-${randomBytes(3).toString('hex')}@dealwijzer.example`;
  const headers = { ...visitor(), Language: lang };
  const registered = await request.post('/api/register', {
    headers,
    data: { email, fname: 'Lid', lname: 'Proef', password: PASSWORD, password_confirmation: PASSWORD, gender: 1, terms: true },
  });
  expect(registered.status(), await registered.text()).toBe(201);

  // The verification mail leaves after the answer: wait for it in the outbox.
  let link: string | null = null;
  await expect.poll(() => (link = verificationLink(email)), { timeout: 20_000 }).not.toBeNull();
  const token = new URL(link ?? '').searchParams.get('token');
  const verified = await request.post('/api/email/verify', { headers, data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);

  const login = await request.post('/api/token', { headers, data: { email, password: PASSWORD } });
  expect(login.status(), await login.text()).toBe(200);
  const bearer = ((await login.json()) as { data: { token: string } }).data.token;
  const me = await request.get('/api/me', { headers: { ...headers, Authorization: `Bearer ${bearer}` } });
  return { id: ((await me.json()) as { data: { id: number } }).data.id, email, token: bearer };
}

/** A token for an existing account, as the login form asks for it (POST /api/token). */
export async function apiToken(request: APIRequestContext, lang: Lang, email: string, password: string): Promise<string> {
  const login = await request.post('/api/token', { headers: { Language: lang, Accept: 'application/json' }, data: { email, password } });
  expect(login.status(), await login.text()).toBe(200);
  return ((await login.json()) as { data: { token: string } }).data.token;
}

/**
 * Signs the browser in with a token: the cookie the login form leaves (lib/auth/token.ts), without
 * loading the login page and the page it redirects to. The form itself is auth.spec.ts's subject.
 */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  await page.context().addCookies([{ name: 'auth-token', value: encodeURIComponent(token), url: test.info().project.use.baseURL ?? '' }]);
}
