'use client';

import { useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { lazy, Suspense, useId, useOptimistic, useRef, useState, type ComponentProps, type FormEvent } from 'react';
import { FilterIcon } from '@/components/icons/filter';
import { SearchIcon } from '@/components/icons/search';
import type { FeedFacets } from '@/lib/api/feed';
import { cleanQuery, countActiveFilters, normaliseFilters, type UrlFilters } from '@/lib/filters/url';
import { MAX_QUERY_LENGTH, PROMO_TYPE_FILTERS, type PromoTypeFilter } from '@/lib/schemas/feed-filter-values';
import { filterBreakpoints } from '@/lib/ui/breakpoints';
import { useHydrated } from '@/lib/ui/use-hydrated';
import FilterGroup from './filter-group';
import {
  CATEGORIES_SHORT_LENGTH_SMALL,
  CLOSED_BY_DEFAULT,
  FILTER_GROUPS,
  TYPES_SHORT_LENGTH,
  type FilterGroupKey,
  type FilterGroupOptions,
} from './filter-groups';
import { useFilterNavigation } from './filter-navigation';
import { rememberFocus, useRestoreFocus } from './keep-focus';
import OptionList, { SHORT_LIST_LENGTH, type FilterOption } from './option-list';
import { useMediaQuery } from './use-media-query';
import styles from './filters.module.css';

// rc-slider and its CSS load only when someone opens the price group (closed by default), and only
// in the browser. React's own lazy(), not next/dynamic, whose loader machinery would be in the
// first load of every page with filters.
const LazyPriceFilter = lazy(() => import('./price-filter'));

function PriceFilter(props: ComponentProps<typeof LazyPriceFilter>) {
  const hydrated = useHydrated();
  const placeholder = <div className={styles.priceLoading} />;
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <LazyPriceFilter {...props} />
    </Suspense>
  );
}

export type FilterPanelProps = {
  /** `meta` of `getFeedItems(api, { include_filters: true, … })`: options and counts per group. */
  facets: Partial<FeedFacets>;
  /** The filters of the URL now (`readFeedFilters(searchParams)`). */
  filters: UrlFilters;
  /** The groups to show, in this order (default all of FILTER_GROUPS); e.g. leave out `categories` on a category page. */
  groups?: readonly FilterGroupKey[];
  /** Only-one-choice, maximum count or open state per group. */
  groupOptions?: Partial<Record<FilterGroupKey, FilterGroupOptions>>;
  /** The search field for `q` at the top (default true). */
  search?: boolean;
  className?: string;
};

type ListKey = Exclude<FilterGroupKey, 'price'>;

function isPromoType(value: string): value is PromoTypeFilter {
  return (PROMO_TYPE_FILTERS as readonly string[]).includes(value);
}

/** The search field of the panel: applies `q` on submit. */
function SearchField({ initial, onSearch }: { initial: string; onSearch: (q: string) => void }) {
  const t = useTranslations('Filters');
  const id = useId();
  const [text, setText] = useState(initial);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch(cleanQuery(text));
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <label htmlFor={id} className="visually-hidden">
        {t('searchLabel')}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        className={styles.searchInput}
        placeholder={t('searchPlaceholder')}
        value={text}
        maxLength={MAX_QUERY_LENGTH}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className={styles.searchButton}>
        <SearchIcon size={18} />
        <span className="visually-hidden">{t('searchSubmit')}</span>
      </button>
    </form>
  );
}

function optionsOf(facets: Partial<FeedFacets>, key: ListKey): FilterOption[] {
  if (key === 'types') return (facets.types ?? []).map((option) => ({ value: option.value, title: option.title, count: option.count }));
  return (facets[key] ?? []).map((option) => ({ value: String(option.id), title: option.title, count: option.count }));
}

function selectedOf(filters: UrlFilters, key: ListKey): string[] {
  return (filters[key] ?? []).map(String);
}

function withSelection(filters: UrlFilters, key: ListKey, values: string[]): UrlFilters {
  const next: UrlFilters = { ...filters };
  if (key === 'types') next.types = values as UrlFilters['types'];
  else next[key] = values.map(Number);
  return normaliseFilters(next);
}

/**
 * The filter list of a promo feed (docs/product.md, Behaviour): a search field, groups that open and close with
 * their options and counts from the API's facets, the price range, and a reset control. Every change
 * becomes the URL (`types[]=…&price[]=…&q=…`, a new history entry), and the server renders the
 * filtered page; the panel shows the choice at once (optimistically) meanwhile.
 *
 *   <FilterPanel facets={page.meta} filters={readFeedFilters(searchParams)} />
 *   <FilterPanel facets={page.meta} filters={filters} groups={['types', 'webshops', 'price']} groupOptions={{ types: { single: true } }} />
 */
export default function FilterPanel({ facets, filters, groups = FILTER_GROUPS, groupOptions = {}, search = true, className }: FilterPanelProps) {
  const t = useTranslations('Filters');
  const { apply, pending } = useFilterNavigation();
  const [shown, setShown] = useOptimistic(filters);
  const smallScreen = useMediaQuery(`(max-width: ${filterBreakpoints.md - 0.02}px)`);
  const active = countActiveFilters(shown);
  const root = useRef<HTMLDivElement>(null);
  const pathname = usePathname();
  useRestoreFocus(root, pathname);

  function change(next: UrlFilters) {
    rememberFocus(root.current, pathname);
    apply(next, () => setShown(next));
  }

  // The order is no filter: resetting the filters keeps it.
  function reset() {
    change(shown.sort ? { sort: shown.sort } : {});
  }

  function shortLength(key: ListKey): number {
    if (key === 'types') return TYPES_SHORT_LENGTH;
    if (key === 'categories' && smallScreen) return CATEGORIES_SHORT_LENGTH_SMALL;
    return SHORT_LIST_LENGTH;
  }

  return (
    <div ref={root} className={`${styles.panel} ${className ?? ''}`} data-testid="filter-panel">
      <div className={styles.panelHeader}>
        <h2 className={styles.panelTitle}>
          <FilterIcon size={20} />
          {t('title')}
        </h2>
        <button type="button" className={styles.reset} onClick={reset} disabled={active === 0}>
          {t('reset')}
        </button>
      </div>
      <p className={styles.activeCount} aria-live="polite">
        {pending ? t('updating') : t('active', { count: active })}
      </p>

      {search && (
        // Keyed by the applied text, so Back/Forward to another search shows that search.
        <SearchField
          key={shown.q ?? ''}
          initial={shown.q ?? ''}
          onSearch={(q) => change(normaliseFilters({ ...shown, q }))}
        />
      )}

      {groups.map((key) => {
        const options = groupOptions[key] ?? {};
        const defaultOpen = options.defaultOpen ?? !CLOSED_BY_DEFAULT.has(key);
        if (key === 'price') {
          return (
            <FilterGroup key={key} title={t('price')} defaultOpen={defaultOpen || Boolean(shown.price)} activeCount={shown.price ? 1 : 0}>
              <PriceFilter
                key={shown.price?.join('-') ?? 'all'}
                value={shown.price}
                available={facets.prices}
                onCommit={(price) => change(normaliseFilters({ ...shown, price }))}
              />
            </FilterGroup>
          );
        }
        const selected = selectedOf(shown, key);
        const list = optionsOf(facets, key);
        // A chosen option that no longer has items still shows, so it can be unchecked.
        for (const value of selected) {
          if (list.some((option) => option.value === value)) continue;
          const title = key === 'types' && isPromoType(value) ? t(`promoTypes.${value}`) : t('unknownOption', { id: value });
          list.push({ value, title, count: 0 });
        }
        if (list.length === 0) return null;
        return (
          <FilterGroup key={key} title={t(key)} defaultOpen={defaultOpen || selected.length > 0} activeCount={selected.length}>
            <OptionList
              label={t(key)}
              name={key}
              options={list}
              selected={selected}
              onChange={(values) => change(withSelection(shown, key, values))}
              shortLength={shortLength(key)}
              single={options.single}
              max={options.max}
            />
          </FilterGroup>
        );
      })}
    </div>
  );
}
