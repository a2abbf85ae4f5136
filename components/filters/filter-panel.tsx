import { useTranslations } from '#i18n';
import { FilterIcon } from '@/components/icons/filter';
import { SearchIcon } from '@/components/icons/search';
import type { FeedFacets } from '@/lib/api/feed';
import { countActiveFilters, LANGUAGE_PARAM, SORT_PARAM, type UrlFilters } from '@/lib/filters/url';
import { MAX_QUERY_LENGTH, PROMO_TYPE_FILTERS, type PromoTypeFilter } from '@/lib/schemas/feed-filter-values';
import FilterGroup from './filter-group';
import {
  CATEGORIES_SHORT_LENGTH_SMALL,
  CLOSED_BY_DEFAULT,
  FILTER_GROUPS,
  TYPES_SHORT_LENGTH,
  type FilterGroupKey,
  type FilterGroupOptions,
} from './filter-groups';
import OptionList, { type FilterOption, type OptionListProps } from './option-list';
import PriceSlot from './price-slot';
import styles from './filters.module.css';

export type FilterPanelProps = {
  /** `meta` of `getFeedItems(api, { include_filters: true, … })`: options and counts per group. */
  facets: Partial<FeedFacets>;
  /** The filters of the URL now (`readFeedFilters(searchParams)`). */
  filters: UrlFilters;
  /** The page's own path, where the form goes (without JavaScript) and "reset" leads. */
  action: string;
  /** The groups to show, in this order (default all of FILTER_GROUPS); e.g. leave out `categories` on a category page. */
  groups?: readonly FilterGroupKey[];
  /** Only-one-choice, maximum count or open state per group. */
  groupOptions?: Partial<Record<FilterGroupKey, FilterGroupOptions>>;
  /** The search field for `q` at the top (default true). */
  search?: boolean;
  /** What the option counts count (default promos). */
  countUnit?: OptionListProps['unit'];
  className?: string;
};

type ListKey = Exclude<FilterGroupKey, 'price'>;

function isPromoType(value: string): value is PromoTypeFilter {
  return (PROMO_TYPE_FILTERS as readonly string[]).includes(value);
}

function optionsOf(facets: Partial<FeedFacets>, key: ListKey): FilterOption[] {
  if (key === 'types') return (facets.types ?? []).map((option) => ({ value: option.value, title: option.title, count: option.count }));
  return (facets[key] ?? []).map((option) => ({ value: String(option.id), title: option.title, count: option.count }));
}

function selectedOf(filters: UrlFilters, key: ListKey): string[] {
  return (filters[key] ?? []).map(String);
}

/** The order and the language travel with every filter change; the order also survives a reset. */
function KeptParams({ filters, language }: { filters: UrlFilters; language: boolean }) {
  return (
    <>
      {filters.sort && <input type="hidden" name={SORT_PARAM} value={filters.sort} />}
      {language && filters.language && <input type="hidden" name={LANGUAGE_PARAM} value={filters.language} />}
    </>
  );
}

/**
 * The filter list of a promo feed (docs/product.md, Behaviour): a search field, groups that open and
 * close with their options and counts from the API's facets, the price range, and a reset control.
 * It is server markup, a plain `<form method="get">` whose fields carry the URL's names
 * (`types[]=…&price[]=…&q=…`), so it works without JavaScript (an "apply" button shows then). With
 * JavaScript the page's one FilterControls listener (filter-controls.tsx) turns every change into a
 * client navigation to the canonical address, a new history entry, while the server renders the
 * filtered page; the boxes show the choice at once meanwhile.
 *
 *   <FilterPanel facets={page.meta} filters={readFeedFilters(searchParams)} action="/promos" />
 *   <FilterPanel facets={page.meta} filters={filters} action={path} groups={['types', 'webshops', 'price']} groupOptions={{ types: { single: true } }} />
 */
export default function FilterPanel({ facets, filters, action, groups = FILTER_GROUPS, groupOptions = {}, search = true, countUnit, className }: FilterPanelProps) {
  const t = useTranslations('Filters');
  // Without the words field (the search page), the words are the page's subject and not counted.
  const active = countActiveFilters(filters, { words: search });
  // One panel per page: the phone's sheet shows this same element (filter-sheet.ts).
  const idOf = (part: string) => `filters-${part}`;

  return (
    // The panel's place: the phone's sheet borrows the panel and puts it back here (filter-sheet.ts).
    // React removes this place, never the panel alone, so a borrowed panel is never missed.
    <div data-filter-panel-home="">
      <div className={`${styles.panel} ${className ?? ''}`} data-testid="filter-panel" data-filter-panel="" data-updating={t('updating')}>
        <div className={styles.panelHeader}>
          <h2 className={styles.panelTitle}>
            <FilterIcon size={20} />
            {t('title')}
          </h2>
          {/* Its own form (fields: the order alone), so the reset works without JavaScript too. */}
          <form action={action} method="get" className={styles.resetForm} data-filter-form="">
            <KeptParams filters={filters} language={false} />
            <button type="submit" className={styles.reset} disabled={active === 0}>
              {t('reset')}
            </button>
          </form>
        </div>
        <p className={styles.activeCount} aria-live="polite">
          <span className={styles.activeText}>{t('active', { count: active })}</span>
          {/* Written by the filter controls while a change loads; React renders it empty and leaves it so. */}
          <span data-filter-status="" />
        </p>

        <form action={action} method="get" role="search" aria-label={t('title')} className={styles.form} data-filter-form="">
          {search && (
            <div className={styles.search}>
              <label htmlFor={idOf('q')} className="visually-hidden">
                {t('searchLabel')}
              </label>
              <input
                id={idOf('q')}
                type="search"
                name="q"
                className={styles.searchInput}
                placeholder={t('searchPlaceholder')}
                defaultValue={filters.q ?? ''}
                maxLength={MAX_QUERY_LENGTH}
              />
              <button type="submit" className={styles.searchButton}>
                <SearchIcon size={18} />
                <span className="visually-hidden">{t('searchSubmit')}</span>
              </button>
            </div>
          )}
          {/* Without a search field a searched list keeps its words. */}
          {!search && filters.q && <input type="hidden" name="q" value={filters.q} />}
          <KeptParams filters={filters} language />

          {groups.map((key) => {
            const options = groupOptions[key] ?? {};
            const defaultOpen = options.defaultOpen ?? !CLOSED_BY_DEFAULT.has(key);
            if (key === 'price') {
              return (
                <FilterGroup key={key} id={idOf(key)} title={t('price')} defaultOpen={defaultOpen || Boolean(filters.price)} activeCount={filters.price ? 1 : 0}>
                  <PriceSlot value={filters.price} />
                </FilterGroup>
              );
            }
            const selected = selectedOf(filters, key);
            const list = optionsOf(facets, key);
            // A chosen option that no longer has items still shows, so it can be unchecked.
            for (const value of selected) {
              if (list.some((option) => option.value === value)) continue;
              const title = key === 'types' && isPromoType(value) ? t(`promoTypes.${value}`) : t('unknownOption', { id: value });
              list.push({ value, title, count: 0 });
            }
            if (list.length === 0) return null;
            const shortLength = key === 'types' ? TYPES_SHORT_LENGTH : undefined;
            return (
              <FilterGroup key={key} id={idOf(key)} title={t(key)} defaultOpen={defaultOpen || selected.length > 0} activeCount={selected.length}>
                <OptionList
                  id={idOf(`${key}-options`)}
                  label={t(key)}
                  name={`${key}[]`}
                  options={list}
                  selected={selected}
                  shortLength={shortLength}
                  shortLengthSmall={key === 'categories' ? CATEGORIES_SHORT_LENGTH_SMALL : shortLength}
                  single={options.single}
                  max={options.max}
                  unit={countUnit}
                />
              </FilterGroup>
            );
          })}
          <button type="submit" className={`button ${styles.apply}`}>
            {t('apply')}
          </button>
        </form>
      </div>
    </div>
  );
}
