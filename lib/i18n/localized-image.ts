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

/**
 * A promo's pictures as its page shows them: a post's uploads by position, else its one image (a
 * stand-in drawn in the page's language), each localized; empty when there is none.
 */
export function postImages(
  images: readonly { url: string | null; position: number }[],
  fallback: string | null | undefined,
  locale: Locale,
): string[] {
  const urls: (string | null | undefined)[] = [...images].sort((a, b) => a.position - b.position).map((image) => image.url);
  if (!urls.some(Boolean)) urls.push(fallback);
  return urls.flatMap((url) => {
    const localized = localizedImage(url, locale);
    return localized ? [localized] : [];
  });
}
