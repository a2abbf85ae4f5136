import type { APIResponse } from '@playwright/test';
import { expect, pathIn, test } from './fixtures';
import { newMember, signInWithToken } from './members';

// Security headers on every kind of response the site sends, 414 for over-long addresses, and
// response headers that do not grow with the path (scripts/front-server.mjs, docs/security.md).

function expectSecurityHeaders(response: APIResponse, what: string, ownPolicy?: string): void {
  const headers = response.headers();
  const csp = headers['content-security-policy'] ?? '';
  if (ownPolicy) {
    // A response's own, stricter policy stands (the site's headers are defaults).
    expect(csp, what).toBe(ownPolicy);
  } else {
    expect(csp, what).toContain("default-src 'self'");
    expect(csp, what).toContain("object-src 'none'");
    expect(csp, what).toContain("base-uri 'self'");
    expect(csp, what).toContain("frame-ancestors 'self'");
  }
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toContain('camera=()');
  // The e2e server runs on plain http: no HSTS there (it is sent when SITE_URL is https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** Total bytes of a response's header lines. */
function headerBytes(response: APIResponse): number {
  return response.headersArray().reduce((sum, { name, value }) => sum + name.length + value.length + 4, 0);
}

test.describe('security headers', () => {
  test.skip(({ lang, isMobile }) => lang !== 'nl' || isMobile, 'server behaviour: one project is enough');

  test('are on pages, cached pages, 404s, API answers, media, redirects and static files', async ({ request }) => {
    const page = await request.get('/folders');
    expect(page.status()).toBe(200);
    expectSecurityHeaders(page, 'page');

    const cached = await request.get('/folders');
    expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
    expectSecurityHeaders(cached, 'cached page');

    const missing = await request.get('/posts/%7B%7B7*7%7D%7D');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, '404 page');

    const json = await request.get('/api/health');
    expect(json.status()).toBe(200);
    expectSecurityHeaders(json, 'API JSON');

    const apiError = await request.get('/api/no-such-endpoint');
    expect(apiError.status()).toBe(404);
    expect(await apiError.json()).toHaveProperty('message');
    expectSecurityHeaders(apiError, 'API error');

    const html = await page.text();
    const media = html.match(/\/api\/media\/[^"'\s)]+/)?.[0];
    expect(media, 'an image of the API on the folders page').toBeTruthy();
    const image = await request.get(media!.replace(/&amp;/g, '&'));
    expect(image.status()).toBe(200);
    // A picture runs nothing, even opened on its own (server/routes/media.ts).
    expectSecurityHeaders(image, 'media', "default-src 'none'; style-src 'unsafe-inline'");

    const redirect = await request.get('/nl/folders', { maxRedirects: 0 });
    expect(redirect.status()).toBeGreaterThanOrEqual(300);
    expect(redirect.status()).toBeLessThan(400);
    expectSecurityHeaders(redirect, 'redirect');

    const script = html.match(/\/_next\/static\/[^"'\s]+\.js/)?.[0];
    expect(script, 'a script of the page').toBeTruthy();
    const asset = await request.get(script!);
    expect(asset.status()).toBe(200);
    expectSecurityHeaders(asset, 'static asset');
  });

  test('addresses over 2,048 characters answer 414; headers do not grow with the path', async ({ request }) => {
    const tooLong = await request.get(`/${'a'.repeat(2_048)}`);
    expect(tooLong.status()).toBe(414);
    expectSecurityHeaders(tooLong, '414');

    const short = await request.get('/posts/a');
    const long = await request.get(`/posts/${'a'.repeat(1_900)}`);
    expect(long.status()).toBe(404);
    expect(headerBytes(long) - headerBytes(short)).toBeLessThan(200);
  });
});

test.describe('content security policy', () => {
  test('the main pages run without a CSP violation', async ({ page, lang }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/content security policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => console.error(`Content Security Policy: ${event.violatedDirective} ${event.blockedURI}`));
    });
    const home = lang === 'nl' ? '/' : '/fr';
    for (const path of [home, lang === 'nl' ? '/folders' : '/fr/depliants', lang === 'nl' ? '/login' : '/fr/login', lang === 'nl' ? '/promos' : '/fr/promos']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });
});

test.describe('what members write', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(!['nl-desktop', 'fr-phone'].includes(testInfo.project.name), 'nl-desktop and fr-phone only');
  });

  test('a post’s text runs nothing in a signed-in reader’s page and keeps its lines', async ({ page, request, lang }) => {
    const author = await newMember(request, lang, 'xss-author');
    const content = `<img src=x onerror="window.__ran = 'img'">Weet iemand waar dit nog ligt?\nIk zocht al in twee winkels.\n\n5 < 10 & <b>vet</b><script>window.__ran = 'script'</script>`;
    const created = await request.post('/api/posts', {
      headers: { Language: lang, Accept: 'application/json', Authorization: `Bearer ${author.token}` },
      data: { type_id: 6, categories: [], title: `Vraag ${Date.now()}`, content },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id, status } = ((await created.json()) as { data: { id: number; status: string } }).data;
    expect(status).toBe('approved');
    // Read by another member: what the script would have stolen is there to steal.
    const reader = await newMember(request, lang, 'xss-reader');
    await signInWithToken(page, reader.token);
    // A member's page keeps a connection open (notifications): "load", not "networkidle".
    await page.goto(pathIn(lang, `/posts/${id}`), { waitUntil: 'load' });
    const prose = page.locator('section[aria-labelledby="promo-about"] > div');
    await expect(prose.locator('p')).toHaveCount(2);
    await expect(prose.locator('p').first()).toHaveText('Weet iemand waar dit nog ligt?Ik zocht al in twee winkels.');
    await expect(prose.locator('p').first().locator('br')).toHaveCount(1);
    await expect(prose.locator('p').nth(1)).toHaveText('5 < 10 & vet');
    await expect(prose.locator('img, script')).toHaveCount(0);
    expect(await page.evaluate(() => Reflect.get(window, '__ran') ?? null)).toBeNull();
  });
});
