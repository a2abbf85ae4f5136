import { NextRequest } from 'next/server';

// lib/env.ts reads the environment once, so the setting is in place before the proxy is imported.
vi.stubEnv('COOKIE_DOMAIN', 'dealwijzer.be');
const { default: proxy } = await import('./proxy');

const request = (url: string, headers: Record<string, string> = {}) => new NextRequest(new URL(url), { headers });

describe('cookies the proxy sets, with COOKIE_DOMAIN', () => {
  it('puts the campaign tag and the locale cookie on the parent domain for a host inside it', async () => {
    const tagged = await proxy(request('https://www.dealwijzer.be/register?tag=lente-2026'));
    expect(tagged.cookies.get('campaign_tag')).toMatchObject({ value: 'lente-2026', domain: 'dealwijzer.be' });
    const french = await proxy(request('https://dealwijzer.be/fr', { cookie: 'locale=nl', 'sec-fetch-dest': 'document' }));
    expect(french.cookies.get('locale')).toMatchObject({ value: 'fr', domain: 'dealwijzer.be' });
  });

  it('leaves them host-only on a host outside it (a browser would refuse the cookie)', async () => {
    const tagged = await proxy(request('http://localhost:3000/register?tag=lente-2026'));
    expect(tagged.cookies.get('campaign_tag')?.value).toBe('lente-2026');
    expect(tagged.cookies.get('campaign_tag')?.domain).toBeUndefined();
  });
});
