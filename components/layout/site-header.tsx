import { getLocale, getTranslations } from 'next-intl/server';
import HeaderAccount from '@/components/auth/header-account';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import BackButton from './back-button';
import { Icon } from './icons';
import MenuToggle from './menu-toggle';
import styles from './site-header.module.css';

/** docs/product.md, Limits: the search bar submits from 3 characters on. */
export const SEARCH_MIN_LENGTH = 3;

/**
 * The top bar (docs/product.md, Routes): back button (phones), title, search (desktop; phones use the menu
 * bar's search item), login link for guests and the main menu toggle. The same HTML for every guest;
 * HeaderAccount swaps in the signed-in extras (favourites, notifications, avatar) in the browser.
 */
export default async function SiteHeader() {
  const t = await getTranslations('Header');
  const tMeta = await getTranslations('Metadata');
  const locale = await getLocale();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <BackButton className={styles.iconButton} />
        <Link href="/" className={styles.brand} aria-label={t('homeLink')}>
          <span aria-hidden="true" className={styles.logo}>
            %
          </span>
          <span className={styles.name}>{tMeta('siteName')}</span>
        </Link>
        <form role="search" action={localizedPath('/search', locale)} method="get" className={styles.search}>
          <label htmlFor="site-search" className="visually-hidden">
            {t('searchLabel')}
          </label>
          <input
            id="site-search"
            name="q"
            type="search"
            placeholder={t('searchPlaceholder')}
            autoComplete="off"
            minLength={SEARCH_MIN_LENGTH}
            maxLength={200}
            required
            enterKeyHint="search"
          />
          <button type="submit" className={styles.searchButton}>
            <Icon name="search" />
            <span className="visually-hidden">{t('searchSubmit')}</span>
          </button>
        </form>
        <div className={styles.actions}>
          <HeaderAccount loginClassName={styles.login} loginTextClassName={styles.loginText} iconButtonClassName={styles.iconButton} />
          <MenuToggle className={styles.iconButton} />
        </div>
      </div>
    </header>
  );
}
