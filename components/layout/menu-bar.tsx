import { getLocale, getTranslations } from 'next-intl/server';
import SearchMenuItem from '@/components/search/search-menu-item';
import CreatePostLink from './create-post-link';
import { BellIcon } from '@/components/icons/bell';
import { FolderIcon } from '@/components/icons/folder';
import { NewsIcon } from '@/components/icons/news';
import { PlusCircleIcon } from '@/components/icons/plus-circle';
import { SearchIcon } from '@/components/icons/search';
import { TopIcon } from '@/components/icons/top';
import LocaleSwitcher from './locale-switcher';
import NavLink from './nav-link';
import styles from './menu-bar.module.css';

type MenuBarProps = {
  /** CMS slug → translation slug, for the language switch on CMS pages (see `cmsTwinSlugs`). */
  cmsTwins?: Readonly<Record<string, string>>;
};

/**
 * The menu bar (docs/product.md, Routes): home (top 100), deal alerts, search (mobile: opens the search dialog), folders, news (nl only),
 * create promo (not under 576 px) and the language switch, which stays pinned at the end when the
 * items scroll sideways on a narrow phone.
 */
export default async function MenuBar({ cmsTwins }: MenuBarProps) {
  const t = await getTranslations('MenuBar');
  const locale = await getLocale();
  return (
    <nav aria-label={t('label')} className={styles.bar}>
      <ul className={`container ${styles.list}`}>
        <li>
          <NavLink href="/" className={styles.item}>
            <TopIcon />
            <span>{t('home')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink href="/deal-alerts" className={styles.item}>
            <BellIcon />
            <span>{t('dealAlerts')}</span>
          </NavLink>
        </li>
        <li className={styles.mobileOnly}>
          <SearchMenuItem className={styles.item}>
            <SearchIcon />
            <span>{t('search')}</span>
          </SearchMenuItem>
        </li>
        <li>
          <NavLink href="/folders" section={['/folders/[storeSlug]', '/folders/[storeSlug]/[folderDate]']} className={styles.item}>
            <FolderIcon />
            <span>{t('folders')}</span>
          </NavLink>
        </li>
        {locale === 'nl' && (
          <li>
            <NavLink href="/nieuws" section={['/nieuws/[categorySlug]', '/nieuws/[categorySlug]/[articleSlug]']} className={styles.item}>
              <NewsIcon />
              <span>{t('news')}</span>
            </NavLink>
          </li>
        )}
        <li className={styles.hideSmallest}>
          <CreatePostLink className={`${styles.item} ${styles.create}`}>
            <PlusCircleIcon />
            <span>{t('createPromo')}</span>
          </CreatePostLink>
        </li>
        <li className={styles.end}>
          <LocaleSwitcher cmsTwins={cmsTwins} className={`${styles.item} ${styles.locale}`} />
        </li>
      </ul>
    </nav>
  );
}
