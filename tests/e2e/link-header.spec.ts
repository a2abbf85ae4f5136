import { expect, test } from './fixtures';

// The HTTP `Link` hreflang header once named `/fr/promos/voeding` (a 308) as the French
// page while the page's own <head> names `/fr/promos/alimentation`. The header must not contradict
// the head: it is absent, or names the same alternates.

test('a page sends no Link header contradicting its <head> alternates', async ({ request }) => {
  for (const path of ['/promos/voeding', '/fr/promos/alimentation']) {
    const response = await request.get(path, { maxRedirects: 0, headers: { Cookie: '' } });
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    const inHead = new Map<string, string>();
    for (const [, lang, href] of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) inHead.set(lang!, new URL(href!).pathname);
    expect(inHead.get('fr'), path).toBe('/fr/promos/alimentation');

    const link = response.headers().link;
    if (link === undefined) continue;
    for (const [, href, lang] of link.matchAll(/<([^>]+)>;\s*rel="alternate";\s*hreflang="([^"]+)"/g)) {
      expect(new URL(href!, 'http://x').pathname, `${path} Link hreflang=${lang}`).toBe(inHead.get(lang!));
    }
  }
});
