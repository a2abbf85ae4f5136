import { describe, expect, it } from 'vitest';
import { siteUrl } from '@/lib/env';
import { useApiHarness } from '../test-support/api-harness';
import { CROSS_SITE_MESSAGE } from './cross-site';

describe('cross-site writes', () => {
  const api = useApiHarness({ timeoutMs: 120_000 });

  const send = (method: string, path: string, headers: Record<string, string>) =>
    api.app.request(path, {
      method,
      headers: { 'Content-Type': 'application/json', ...headers },
      body: method === 'GET' ? undefined : JSON.stringify({ email: 'someone@example.com' }),
    });

  const targets = [
    ['POST', '/api/password/email'],
    ['POST', '/api/register/step-1'],
    ['POST', '/api/log'],
    ['PUT', '/api/me'],
    ['POST', '/api/token/logout'],
  ] as const;

  it.each([
    ['another origin', { Origin: 'https://evil.example' }],
    ['another origin, same port', { Origin: `https://evil.example:${new URL(siteUrl()).port || '443'}` }],
    ['an opaque origin', { Origin: 'null' }],
    ['a non-web origin', { Origin: 'chrome-extension://abc' }],
    ['Sec-Fetch-Site cross-site without Origin', { 'Sec-Fetch-Site': 'cross-site' }],
    ['a session cookie only', { Origin: 'https://evil.example', Cookie: 'token=1|abcdefghijklmnopqrstuvwxyz' }],
  ])('refuses a browser write from %s with 403', async (_label, headers) => {
    for (const [method, path] of targets) {
      const response = await send(method, path, headers);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(await response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
    }
  });

  it.each([
    ['no Origin (curl, server to server, server rendering)', {}],
    ['the site origin (SITE_URL)', { Origin: siteUrl(), 'Sec-Fetch-Site': 'same-origin' }],
    ['the origin of the host addressed', { Origin: 'https://deals.example', Host: 'deals.example' }],
    ['the origin of the forwarded host', { Origin: 'https://deals.example', 'X-Forwarded-Host': 'deals.example', Host: 'app:3000' }],
    ['a same-site subdomain without Origin', { 'Sec-Fetch-Site': 'same-site' }],
    ['another origin with a bearer token (apps, API clients)', { Origin: 'https://evil.example', Authorization: 'Bearer 1|abcdefghijklmnopqrstuvwxyz' }],
  ])('lets through a write with %s', async (_label, headers) => {
    for (const [method, path] of targets) {
      const response = await send(method, path, headers);
      expect(response.status, `${method} ${path}`).not.toBe(403);
    }
  });

  it('leaves reads alone', async () => {
    const response = await send('GET', '/api/health', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' });
    expect(response.status).toBe(200);
  });
});
