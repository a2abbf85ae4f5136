import { beforeEach, describe, expect, it, vi } from 'vitest';

const setRequestLocale = vi.fn();
vi.mock('next-intl/server', () => ({ setRequestLocale: (locale: string) => setRequestLocale(locale) }));

const { pageLocale, pageParams } = await import('./page-locale');

describe('pageParams', () => {
  beforeEach(() => setRequestLocale.mockClear());

  it('narrows the locale, keeps the other params and registers the locale with next-intl', async () => {
    const params = await pageParams(Promise.resolve({ locale: 'fr', storeSlug: 'delhaize' }));
    expect(params).toEqual({ locale: 'fr', storeSlug: 'delhaize' });
    expect(setRequestLocale).toHaveBeenCalledExactlyOnceWith('fr');
  });

  it('answers the 404 view for a segment that is no locale, before registering anything', async () => {
    await expect(pageLocale(Promise.resolve({ locale: 'favicon.png' }))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    expect(setRequestLocale).not.toHaveBeenCalled();
  });

  it('reads the locale alone', async () => {
    await expect(pageLocale(Promise.resolve({ locale: 'nl' }))).resolves.toBe('nl');
  });
});
