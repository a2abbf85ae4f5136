import { describe, expect, it } from 'vitest';
import { SHARE_CODES, shareLinks, sharedUrl } from './share-targets';

const PAGE = 'https://www.dealwijzer.example/fr/posts/12?utm_source=x#reviews';

describe('share targets', () => {
  it('use the product codes', () => {
    expect(SHARE_CODES).toEqual({ copy: 'cp', facebook: 'fb', messenger: 'ms', whatsapp: 'wa', email: 'em', native: 'native' });
  });

  it('mark the shared address with share_source, keeping the query and dropping the fragment', () => {
    const url = new URL(sharedUrl(PAGE, 'copy'));
    expect(url.pathname).toBe('/fr/posts/12');
    expect(url.searchParams.get('share_source')).toBe('cp');
    expect(url.searchParams.get('utm_source')).toBe('x');
    expect(url.hash).toBe('');
    expect(new URL(sharedUrl(`${PAGE}&share_source=fb`, 'email')).searchParams.getAll('share_source')).toEqual(['em']);
  });

  it('build each target link with its own code, encoded', () => {
    const links = shareLinks(PAGE, 'Plaid à 28,49 € & meer');
    expect(links.facebook).toMatch(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?u=/);
    expect(decodeURIComponent(links.facebook.split('u=')[1] ?? '')).toContain('share_source=fb');
    expect(links.messenger).toMatch(/^fb-messenger:\/\/share\/\?link=.*share_source%3Dms/);
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin).toBe('https://wa.me');
    expect(whatsapp.searchParams.get('text')).toBe(`Plaid à 28,49 € & meer ${sharedUrl(PAGE, 'whatsapp')}`);
    expect(links.email.startsWith('mailto:?subject=Plaid%20%C3%A0%2028%2C49%20%E2%82%AC%20%26%20meer&body=')).toBe(true);
    expect(decodeURIComponent(links.email)).toContain('share_source=em');
  });
});
