import { useFormatter, useTranslations } from '#i18n';
import { useCallback } from 'react';
import type { ViewerItem } from './viewer-folder';

/** Euro amounts in the page's language: "€ 0,99" in Dutch, "0,99 €" in French. */
export function useEuro(): (value: number) => string {
  const format = useFormatter();
  return useCallback((value: number) => format.number(value, { style: 'currency', currency: 'EUR' }), [format]);
}

/**
 * The accessible name of an item rectangle: its title and price ("Koffie 500 g, € 3,19 in plaats van
 * € 6,49"), or its discount text when it has no price.
 */
export function useItemLabel(): (item: ViewerItem) => string {
  const t = useTranslations('FolderViewer');
  const euro = useEuro();
  return useCallback(
    (item: ViewerItem) => {
      let price: string | null = item.discount_text;
      if (item.new_price !== null) {
        price =
          item.old_price !== null && item.old_price > item.new_price
            ? t('priceInsteadOf', { price: euro(item.new_price), oldPrice: euro(item.old_price) })
            : euro(item.new_price);
      }
      return price ? t('itemLabel', { title: item.title, price }) : item.title;
    },
    [t, euro],
  );
}
