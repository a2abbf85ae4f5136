import { getLocale, getTranslations } from 'next-intl/server';
import SearchMenuItem from '@/components/search/search-menu-item';
import CreatePostLink from './create-post-link';
import { Icon } from './icons';
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
            <Icon name="top" />
            <span>{t('home')}</span>
          </NavLink>
        </li>
        <li>
          <NavLink href="/deal-alerts" className={styles.item}>
            <Icon name="bell" />
            <span>{t('dealAlerts')}</span>
          </NavLink>
        </li>
        <li className={styles.mobileOnly}>
          <SearchMenuItem className={styles.item}>
            <Icon name="search" />
            <span>{t('search')}</span>
          </SearchMenuItem>
        </li>
        <li>
          <NavLink href="/folders" section={['/folders/[storeSlug]', '/folders/[storeSlug]/[folderDate]']} className={styles.item}>
            <Icon name="folder" />
            <span>{t('folders')}</span>
          </NavLink>
        </li>
        {locale === 'nl' && (
          <li>
            <NavLink href="/nieuws" section={['/nieuws/[categorySlug]', '/nieuws/[categorySlug]/[articleSlug]']} className={styles.item}>
              <Icon name="news" />
              <span>{t('news')}</span>
            </NavLink>
          </li>
        )}
        <li className={styles.hideSmallest}>
          <CreatePostLink className={`${styles.item} ${styles.create}`}>
            <Icon name="plusCircle" />
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
