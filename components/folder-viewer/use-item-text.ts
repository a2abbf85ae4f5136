import { useTranslations } from '#i18n';
import { useCallback } from 'react';
import type { ViewerItem } from './viewer-folder';

/**
 * The accessible name of an item rectangle: its title and price ("Koffie 500 g, € 3,19 in plaats van
 * € 6,49"), or its discount text when it has no price.
 */
export function useItemLabel(): (item: ViewerItem) => string {
  const t = useTranslations('FolderViewer');
  return useCallback(
    (item: ViewerItem) => {
      let price: string | null = item.discount_text;
      if (item.new_price_text !== null) {
        price =
          item.old_price_text !== null
            ? t('priceInsteadOf', { price: item.new_price_text, oldPrice: item.old_price_text })
            : item.new_price_text;
      }
      return price ? t('itemLabel', { title: item.title, price }) : item.title;
    },
    [t],
  );
}
