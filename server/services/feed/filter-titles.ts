import type { Locale } from '@/lib/i18n/routing';
import type { MorphableType, PromoTypeFilter } from '@/lib/schemas/feed-filters';

/** Names of promo type filter values where no promo_types row gives one (online promos, folders). */
export const PROMO_FILTER_TITLES: Record<PromoTypeFilter, Record<Locale, string>> = {
  day_deals: { nl: 'Dagdeals', fr: 'Offres du jour' },
  folder_promos: { nl: "Folderpromo's", fr: 'Promos des dépliants' },
  promos: { nl: "Promo's", fr: 'Promos' },
  discount_code: { nl: 'Kortingscodes', fr: 'Codes de réduction' },
  post_cashback: { nl: 'Cashback', fr: 'Cashback' },
  post_ecoupon: { nl: 'E-coupons', fr: 'E-coupons' },
  post_free_products: { nl: 'Gratis producten', fr: 'Produits gratuits' },
  post_sale: { nl: 'Solden', fr: 'Soldes' },
};

export const MORPHABLE_TYPE_TITLES: Record<MorphableType, Record<Locale, string>> = {
  Post: { nl: 'Posts van leden', fr: 'Posts des membres' },
  OnlinePromo: { nl: "Online promo's", fr: 'Promos en ligne' },
  FolderItem: { nl: "Folderpromo's", fr: 'Promos des dépliants' },
  Folder: { nl: 'Folders', fr: 'Dépliants' },
};
