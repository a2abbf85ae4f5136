import { getTranslations } from 'next-intl/server';
import { formatEuro } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/routing';

/** Prices are formatted in one place for titles, cards and filters. */
export { formatEuro };

/** The fields of a feed item or promo detail that its page title is built from. */
export type PromoTitleSource = {
  title: string;
  webshop?: { translation: { title: string } } | null;
  /** Folder promos have a store instead of a webshop. */
  store?: { translation: { title: string } } | null;
  new_price: number | null;
  old_price: number | null;
  discount_code: string | null;
  discount_text: string | null;
};

export type PromoTitleLabels = {
  /** "in plaats van" / "au lieu de" (`Metadata.promoInsteadOf`). */
  insteadOf: string;
  /** "kortingscode ABC" / "code promo ABC" (`Metadata.promoDiscountCode`). */
  discountCode: (code: string) => string;
};

const SEPARATOR = ' – ';

function clean(value: string | null | undefined): string {
  return (value ?? '').replace(/\s+/g, ' ').trim();
}

/** The deal part of the title: prices ("new instead of old", or the new price), else the code, else the text. */
function dealPart(promo: PromoTitleSource, locale: Locale, labels: PromoTitleLabels): string {
  const { new_price: newPrice, old_price: oldPrice } = promo;
  if (newPrice !== null && Number.isFinite(newPrice)) {
    const price = formatEuro(newPrice, locale);
    if (oldPrice !== null && Number.isFinite(oldPrice) && oldPrice > newPrice) {
      return `${price} ${labels.insteadOf} ${formatEuro(oldPrice, locale)}`;
    }
    return price;
  }
  const code = clean(promo.discount_code);
  if (code) return labels.discountCode(code);
  return clean(promo.discount_text);
}

/**
 * A promo detail page's title (docs/product.md, Routes): the promo title, the webshop (or for a folder promo the
 * store), then "new instead of old" prices or the discount code or text, e.g.
 * `Sneakers Run 2 – Sportzone – € 49,99 in plaats van € 79,99`. Parts that are empty, or a shop name
 * the promo title already contains, are left out.
 */
export function buildPromoTitle(promo: PromoTitleSource, locale: Locale, labels: PromoTitleLabels): string {
  const title = clean(promo.title);
  const shop = clean(promo.webshop?.translation.title) || clean(promo.store?.translation.title);
  const parts = [title];
  if (shop && !title.toLocaleLowerCase(locale).includes(shop.toLocaleLowerCase(locale))) parts.push(shop);
  const deal = dealPart(promo, locale, labels);
  if (deal && !title.toLocaleLowerCase(locale).includes(deal.toLocaleLowerCase(locale))) parts.push(deal);
  return parts.filter(Boolean).join(SEPARATOR);
}

/** The translated labels of `buildPromoTitle` for a locale. */
export async function promoTitleLabels(locale: Locale): Promise<PromoTitleLabels> {
  const t = await getTranslations({ locale, namespace: 'Metadata' });
  return { insteadOf: t('promoInsteadOf'), discountCode: (code) => t('promoDiscountCode', { code }) };
}

/** `buildPromoTitle` with the locale's translated labels, for `generateMetadata` of the promo pages. */
export async function promoTitle(promo: PromoTitleSource, locale: Locale): Promise<string> {
  return buildPromoTitle(promo, locale, await promoTitleLabels(locale));
}
