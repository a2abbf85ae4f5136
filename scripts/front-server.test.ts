import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { describe, expect, it } from 'vitest';
import { useApiHarness } from '@/server/test-support/api-harness';
import {
  CLIENT_ADDRESS_HEADER,
  clientAddress,
  contentSecurityPolicy,
  frontHandler,
  frontOptionsFromEnv,
  MAX_URL_LENGTH,
  securityHeaders,
  type Handler,
} from './front-server.mjs';

/** Serves `handler` through the front layer on a free loopback port. */
async function serve(handler: Handler, env: Record<string, string> = {}): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(frontHandler(handler, frontOptionsFromEnv(env)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

/** A handler that answers with the request headers it was given. */
const echo: Handler = (req, res) => {
  res.setHeader('Content-Type', 'application/json');
  res.setHeader('Set-Cookie', ['locale=fr; Path=/', 'seen=1; Path=/; Secure']);
  res.setHeader('x-middleware-rewrite', `/nl${req.url ?? ''}`);
  res.end(JSON.stringify(req.headers));
};

describe('clientAddress', () => {
  it('uses the socket by default and ignores what the caller wrote', () => {
    expect(clientAddress('198.51.100.4', '6.6.6.6', 0)).toBe('198.51.100.4');
    expect(clientAddress('::ffff:198.51.100.4', null, 0)).toBe('198.51.100.4');
    expect(clientAddress('2001:db8::1', '6.6.6.6', 0)).toBe('2001:db8::1');
  });

  it('with trusted proxies, takes the entry the outermost one appended', () => {
    // One proxy (the socket peer 10.0.0.2) appended the visitor 203.0.113.7 after the caller's claim.
    expect(clientAddress('10.0.0.2', '6.6.6.6, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.3', '6.6.6.6, 203.0.113.7, 10.0.0.2', 2)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', ['6.6.6.6', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });

  it('falls back to the leftmost entry when a proxy was skipped, and to the socket for junk', () => {
    expect(clientAddress('10.0.0.2', '203.0.113.7', 3)).toBe('203.0.113.7');
    expect(clientAddress('10.0.0.2', 'unknown', 1)).toBe('10.0.0.2');
    expect(clientAddress('10.0.0.2', null, 1)).toBe('10.0.0.2');
    expect(clientAddress(undefined, null, 0)).toBeNull();
  });
});

describe('front layer', () => {
  it('replaces a forged client-address header with the socket address', async () => {
    const site = await serve(echo);
    try {
      const response = await fetch(`${site.url}/x`, { headers: { [CLIENT_ADDRESS_HEADER]: '6.6.6.6', 'X-Forwarded-For': '6.6.6.6' } });
      const seen = (await response.json()) as Record<string, string>;
      expect(seen[CLIENT_ADDRESS_HEADER]).toBe('127.0.0.1');
    } finally {
      await site.close();
    }
  });

  it('trusts forwarded entries only for the configured number of proxies', async () => {
    const site = await serve(echo, { TRUST_PROXY_HOPS: '1' });
    try {
      const response = await fetch(`${site.url}/x`, { headers: { 'X-Forwarded-For': '6.6.6.6, 203.0.113.7' } });
      expect(((await response.json()) as Record<string, string>)[CLIENT_ADDRESS_HEADER]).toBe('203.0.113.7');
    } finally {
      await site.close();
    }
  });

  it('answers 414 for addresses over 2,048 characters, with the security headers, without calling the app', async () => {
    let called = 0;
    const site = await serve((req, res) => {
      called += 1;
      echo(req, res);
    });
    try {
      const long = await fetch(`${site.url}/${'a'.repeat(MAX_URL_LENGTH)}`);
      expect(long.status).toBe(414);
      expect(long.headers.get('x-content-type-options')).toBe('nosniff');
      expect(called).toBe(0);
      const fits = await fetch(`${site.url}/${'a'.repeat(MAX_URL_LENGTH - 1)}`);
      expect(fits.status).toBe(200);
      expect(called).toBe(1);
    } finally {
      await site.close();
    }
  });

  it('puts the security headers on every response; HSTS and Secure cookies only on https', async () => {
    const plain = await serve(echo);
    const secure = await serve(echo, { SITE_URL: 'https://www.dealwijzer.be' });
    try {
      const overHttp = await fetch(`${plain.url}/`);
      expect(overHttp.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
      expect(overHttp.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(overHttp.headers.get('permissions-policy')).toContain('camera=()');
      expect(overHttp.headers.get('strict-transport-security')).toBeNull();
      expect(overHttp.headers.getSetCookie()).toEqual(['locale=fr; Path=/', 'seen=1; Path=/; Secure']);
      // Internal headers that only repeat the path do not leave the server.
      expect(overHttp.headers.get('x-middleware-rewrite')).toBeNull();

      const overHttps = await fetch(`${secure.url}/`);
      expect(overHttps.headers.get('strict-transport-security')).toMatch(/^max-age=\d+/);
      expect(overHttps.headers.getSetCookie()).toEqual(['locale=fr; Path=/; Secure', 'seen=1; Path=/; Secure']);
    } finally {
      await Promise.all([plain.close(), secure.close()]);
    }
  });
});

describe('a response with its own security header', () => {
  it("keeps it: the site's headers are defaults (the media routes send a stricter Content-Security-Policy)", async () => {
    const strict = "default-src 'none'; style-src 'unsafe-inline'";
    // Next writes a route's header only when none of that name is set yet, as this handler does.
    const media: Handler = (_req, res) => {
      if (res.getHeader('content-security-policy') === undefined) res.setHeader('content-security-policy', strict);
      res.setHeader('Content-Type', 'image/svg+xml');
      res.end('<svg xmlns="http://www.w3.org/2000/svg"/>');
    };
    const viaWriteHead: Handler = (_req, res) => {
      res.writeHead(200, { 'Content-Security-Policy': strict, 'Content-Type': 'text/plain' });
      res.end('x');
    };
    const servers = await Promise.all([serve(media), serve(viaWriteHead)]);
    try {
      for (const server of servers) {
        const response = await fetch(`${server.url}/api/media/generated/avatar/1.svg`);
        expect(response.headers.get('content-security-policy')).toBe(strict);
        // The others it did not set are still there.
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      }
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});

describe('Content-Security-Policy', () => {
  it('allows third parties only when they are configured', () => {
    const bare = contentSecurityPolicy({});
    expect(bare).toContain("script-src 'self' 'unsafe-inline';");
    expect(bare).toContain("object-src 'none'");
    expect(bare).toContain("base-uri 'self'");
    expect(bare).toContain("form-action 'self'");
    expect(bare).not.toMatch(/google|facebook|apple/);
    const full = contentSecurityPolicy({ recaptcha: true, google: true, facebook: true, apple: true, gtm: true, apiBaseUrl: 'https://api.example.be/api' });
    for (const host of ['www.google.com/recaptcha/', 'www.gstatic.com', 'accounts.google.com', 'connect.facebook.net', 'appleid.cdn-apple.com', 'www.googletagmanager.com']) {
      expect(full).toContain(`https://${host}`);
    }
    expect(full).toMatch(/connect-src [^;]*https:\/\/api\.example\.be/);
  });

  it('keeps the header list small', () => {
    const all = securityHeaders({ siteUrl: 'https://www.dealwijzer.be', recaptcha: true, google: true, facebook: true, apple: true, gtm: true });
    expect(Object.values(all).join('').length).toBeLessThan(2_000);
  });
});

// The API behind the real front layer, default settings: a caller who writes a new X-Forwarded-For on
// every attempt still runs into the per-IP login limit (30 attempts per 15 minutes).
describe('rate limits behind the front layer', () => {
  const api = useApiHarness({ accounts: {} });

  it('a forged X-Forwarded-For does not escape the per-IP login limit', async () => {
    const site = await serve(getRequestListener(api.app.fetch));
    try {
      const attempt = (n: number) =>
        fetch(`${site.url}/api/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Forwarded-For': `198.51.100.${n}`, [CLIENT_ADDRESS_HEADER]: `203.0.113.${n}` },
          body: JSON.stringify({ email: `x${n}`, password: 'y' }),
        });
      for (let n = 0; n < 30; n += 1) expect((await attempt(n)).status).toBe(422);
      const limited = await attempt(30);
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.headers.get('content-security-policy')).toContain("default-src 'self'");
    } finally {
      await site.close();
    }
  });
});
