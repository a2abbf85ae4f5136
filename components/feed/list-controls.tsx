import NextLink from 'next/link';
import { useTranslations } from '#i18n';
import { feedHref, listSortOf, type UrlFilters } from '@/lib/filters/url';
import { FEED_LANGUAGES, LIST_SORTS, type FeedLanguage, type ListSort } from '@/lib/schemas/feed-filter-values';
import styles from './list-controls.module.css';

export type ListControlsProps = {
  /** The list's own path (a query after it, like the search page's reset path, is ignored). */
  basePath: string;
  /** The URL's filters and order now (`readFeedFilters`). */
  filters: UrlFilters;
};

type Choice = { key: string; label: string; href: string; current: boolean };

function ChoiceRow({ label, choices }: { label: string; choices: Choice[] }) {
  return (
    <nav aria-label={label} className={styles.row}>
      <span className={styles.label} aria-hidden="true">
        {label}
      </span>
      <ul className={styles.choices}>
        {choices.map((choice) => (
          <li key={choice.key}>
            {/* Other orders of the same list are no new content for crawlers. */}
            <NextLink
              href={choice.href}
              className={styles.choice}
              aria-current={choice.current ? 'true' : undefined}
              rel="nofollow"
              scroll={false}
              prefetch={false}
            >
              {choice.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The order of a promo list (best match when searched, newest, hot, ending soon, biggest discount) and the language of the
 * members' posts it shows (both, Dutch, French), as links to the same list with `sort=` or `language=`
 * changed and every other filter kept (docs/product.md, Behaviour). Links (next/link): no JavaScript of
 * their own, and Back returns to the previous order; the page's filter controls keep a pressed link
 * focused across the remount its change may bring (docs/architecture.md, "Filters: a server form and
 * one listener").
 */
export default function ListControls({ basePath, filters }: ListControlsProps) {
  const t = useTranslations('ListControls');
  const path = basePath.split('?')[0] ?? basePath;
  const sortChoice = (sort: ListSort): Choice => ({
    key: sort,
    label: t(`sorts.${sort}`),
    href: feedHref(path, { ...filters, sort }),
    current: listSortOf(filters) === sort,
  });
  const languageChoice = (language: FeedLanguage | undefined): Choice => ({
    key: language ?? 'both',
    label: t(`languages.${language ?? 'both'}`),
    href: feedHref(path, { ...filters, language }),
    current: filters.language === language,
  });
  return (
    <div className={styles.controls} data-testid="list-controls" data-list-controls="">
      {/* The best match is an order of searched words only. */}
      <ChoiceRow label={t('sortLabel')} choices={LIST_SORTS.filter((sort) => sort !== 'relevance' || filters.q).map(sortChoice)} />
      <ChoiceRow label={t('languageLabel')} choices={[undefined, ...FEED_LANGUAGES].map(languageChoice)} />
    </div>
  );
}
