import { localizedImage } from '@/lib/i18n/localized-image';
import type { Locale } from '@/lib/i18n/routing';

/** An image the API draws (`…/media/generated/{kind}/{id}.svg` or its `.webp`, optionally with a query). */
const GENERATED = /^(.*\/media\/generated\/[a-z-]+\/\d+)\.(?:svg|webp)(\?.*)?$/;
const SVG = /\.svg(?:[?#].*)?$/i;

/**
 * The Open Graph / Twitter image for an image URL from the API. Social networks show no SVG and not
 * every one WebP: a generated drawing (SVG or its WebP twin) becomes its PNG twin (the media route
 * rasterises it with sharp), in the page's language; any other SVG is left out rather than shown as
 * a broken preview. Raster images (uploads) pass unchanged.
 */
export function openGraphImage(url: string | null | undefined, locale: Locale): string | null {
  if (!url) return null;
  const generated = GENERATED.exec(url);
  if (generated) return localizedImage(`${generated[1]}.png${generated[2] ?? ''}`, locale);
  return SVG.test(url) ? null : url;
}
