/* eslint-disable @next/next/no-img-element -- logos and folder covers are images the API serves itself (SVGs among them); next/image adds nothing for them. */
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { createElement } from 'react';
import type { ResultGroup, SearchResultsResponse, SearchSuggestion } from '@/lib/api/search';
import { localizedImage } from '@/lib/i18n/localized-image';
import type { Locale } from '@/lib/i18n/routing';
import { KIND_ICONS } from './search-options';
import styles from './search-results.module.css';

export const groupSectionId = (group: ResultGroup) => `search-group-${group}`;

/** The groups that have something to show, in page order, without the ones left out (e.g. shown above). */
export function shownGroups(results: SearchResultsResponse, omit: readonly ResultGroup[] = []): ResultGroup[] {
  return (Object.keys(results.data) as ResultGroup[]).filter((group) => !omit.includes(group) && results.data[group].length > 0);
}

type GroupProps = {
  group: ResultGroup;
  items: SearchSuggestion[];
  locale: Locale;
  /** Where "more" leads (the group alone); none when the group shows everything. */
  moreHref?: string | null;
  q: string;
  /** h2 on the results page; the group alone has it as its h1. */
  heading?: boolean;
};

/** One group of the results page as a section: heading, items as cards, and "more" when it holds more. */
export async function SearchResultGroup({ group, items, locale, moreHref, q, heading = true }: GroupProps) {
  const t = await getTranslations('SearchResults');
  const id = groupSectionId(group);
  const list = (
    <ul className={`${styles.items} ${group === 'folder' || group === 'article' ? styles.wide : ''}`}>
      {items.map((item) => (
        <li key={item.id}>
          <ResultCard item={item} group={group} locale={locale} foldersLabel={(count) => t('activeFolders', { count })} />
        </li>
      ))}
    </ul>
  );
  if (!heading) return list;
  return (
    <section aria-labelledby={`${id}-title`} id={id} className={styles.group}>
      <h2 id={`${id}-title`} className={styles.groupTitle}>
        {t(`groups.${group}`)}
      </h2>
      {list}
      {moreHref && (
        <p className={styles.more}>
          <NextLink href={moreHref} prefetch={false}>
            {t(`more.${group}`, { q })}
          </NextLink>
        </p>
      )}
    </section>
  );
}

function ResultCard({ item, group, locale, foldersLabel }: { item: SearchSuggestion; group: ResultGroup; locale: Locale; foldersLabel: (count: number) => string }) {
  const image = localizedImage(item.image_url, locale);
  const folders = item.active_folders?.length ?? 0;
  // A folder's title leads with its store's name, shown above it here.
  const prefix = item.store_title ? `${item.store_title} · ` : null;
  const title = prefix && item.title.startsWith(prefix) ? item.title.slice(prefix.length) : item.title;
  return (
    <NextLink href={item.url} className={styles.card} prefetch={false}>
      {image ? (
        <img src={image} alt="" width={56} height={56} loading="lazy" decoding="async" className={group === 'folder' ? styles.cover : styles.logo} />
      ) : (
        <span className={`${styles.logo} ${styles.noImage}`} aria-hidden="true">
          {createElement(KIND_ICONS[group], { size: 24 })}
        </span>
      )}
      <span className={styles.cardText}>
        {item.store_title && <span className={styles.cardKicker}>{item.store_title}</span>}
        <span className={styles.cardTitle}>{title}</span>
        {item.valid_text && <span className={styles.cardMeta}>{item.valid_text}</span>}
        {folders > 0 && <span className={styles.cardMeta}>{foldersLabel(folders)}</span>}
      </span>
    </NextLink>
  );
}
