import { defaultLocale, type Locale } from '@/lib/i18n/routing';

/**
 * The API's generated images (`/api/media/generated/…svg`) draw their text in the language of
 * `?locale=`, because an `<img>` request carries no Language header. Dutch is the default, so Dutch
 * URLs stay as the API gives them and each language has one cacheable URL.
 */
export function localizedImage(url: string | null | undefined, locale: Locale): string | null {
  if (!url) return null;
  if (locale === defaultLocale || !url.includes('/media/generated/')) return url;
  const [path = '', query = ''] = url.split('?', 2);
  const params = new URLSearchParams(query);
  params.set('locale', locale);
  return `${path}?${params.toString()}`;
}
