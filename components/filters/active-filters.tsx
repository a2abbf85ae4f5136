import { useLocale, useTranslations } from '#i18n';
import { CloseIcon } from '@/components/icons/close';
import type { FeedFacets } from '@/lib/api/feed';
import { formatEuro } from '@/lib/format/price';
import { feedHref, normaliseFilters, URL_LIST_KEYS, type UrlFilters, type UrlListKey } from '@/lib/filters/url';
import { PRICE_MAX, type PromoTypeFilter } from '@/lib/schemas/feed-filter-values';
import styles from './active-filters.module.css';

export type ActiveFiltersProps = {
  /** The facets of the page, for the titles of the chosen options. */
  facets: Partial<FeedFacets>;
  filters: UrlFilters;
  /** The list's own path: each chip leads to it with the other choices. */
  path: string;
  /** Groups whose choices are not shown (e.g. `categories` on a category page). */
  hidden?: readonly UrlListKey[];
};

type Chip = { key: string; label: string; without: UrlFilters };

function titleOf(facets: Partial<FeedFacets>, key: UrlListKey, value: string | number): string | undefined {
  if (key === 'types') return facets.types?.find((option) => option.value === value)?.title;
  return facets[key]?.find((option) => option.id === value)?.title;
}

/**
 * The choices in effect as removable chips above the results ("Kortingscodes ×", "€ 0 – € 100 ×"),
 * so they stay visible when the filter panel is closed (phones) or scrolled away. Nothing when none.
 * Each chip is a link to the list without that choice (server markup); the filter controls
 * (filter-controls.tsx) follow it as a filter change, without scrolling and with the pending state.
 */
export default function ActiveFilters({ facets, filters, path, hidden = [] }: ActiveFiltersProps) {
  const t = useTranslations('Filters');
  const tLanguage = useTranslations('PostLanguage');
  const locale = useLocale();
  const chips: Chip[] = [];

  for (const key of URL_LIST_KEYS) {
    if (hidden.includes(key)) continue;
    for (const value of filters[key] ?? []) {
      const rest = (filters[key] as Array<string | number>).filter((other) => other !== value);
      chips.push({
        key: `${key}:${value}`,
        label:
          titleOf(facets, key, value) ??
          (key === 'types' ? t(`promoTypes.${value as PromoTypeFilter}`) : t('unknownOption', { id: String(value) })),
        without: normaliseFilters({ ...filters, [key]: rest }),
      });
    }
  }
  if (filters.price) {
    const [low, high] = filters.price;
    const label = high >= PRICE_MAX ? `${formatEuro(low, locale)} – ${formatEuro(PRICE_MAX, locale)}+` : `${formatEuro(low, locale)} – ${formatEuro(high, locale)}`;
    chips.push({ key: 'price', label, without: normaliseFilters({ ...filters, price: undefined }) });
  }
  if (filters.q) chips.push({ key: 'q', label: t('queryChip', { q: filters.q }), without: normaliseFilters({ ...filters, q: undefined }) });
  if (filters.language) {
    chips.push({ key: 'language', label: tLanguage('only', { language: filters.language }), without: normaliseFilters({ ...filters, language: undefined }) });
  }
  if (chips.length === 0) return null;

  return (
    <ul className={styles.chips} aria-label={t('activeLabel')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          {/* Other filter combinations are no new content for crawlers. */}
          <a href={feedHref(path, chip.without)} className={styles.chip} rel="nofollow" data-filter-link="" aria-label={t('removeFilter', { filter: chip.label })}>
            <span>{chip.label}</span>
            <CloseIcon size={14} />
          </a>
        </li>
      ))}
    </ul>
  );
}
