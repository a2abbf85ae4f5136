import { getLocale, getTranslations } from 'next-intl/server';
import HeaderAccount from '@/components/auth/header-account';
import SearchBox from '@/components/search/search-box';
import SearchForm from '@/components/search/search-form';
import { Link } from '@/lib/i18n/navigation';
import { localizedPath } from '@/lib/i18n/paths';
import BackButton from './back-button';
import MenuToggle from './menu-toggle';
import styles from './site-header.module.css';

export { SEARCH_MIN_LENGTH } from '@/components/search/search-limits';

/**
 * The top bar (docs/product.md, Routes): back button (phones), title, search (desktop, SearchBox; phones use the
 * menu bar's search item, which opens the search dialog), login link for guests and the main menu toggle. The same HTML for every guest;
 * HeaderAccount swaps in the signed-in extras (favourites, notifications, avatar) in the browser.
 */
export default async function SiteHeader() {
  const t = await getTranslations('Header');
  const tMeta = await getTranslations('Metadata');
  const tMenu = await getTranslations('MenuBar');
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
        <div className={styles.search}>
          <SearchBox inputId="site-search">
            <SearchForm inputId="site-search" action={localizedPath('/search', locale)} />
          </SearchBox>
        </div>
        <div className={styles.actions}>
          <HeaderAccount
            loginClassName={styles.login}
            loginTextClassName={styles.loginText}
            iconButtonClassName={styles.iconButton}
            createPostLabel={tMenu('createPromo')}
          />
          <MenuToggle className={styles.iconButton} />
        </div>
      </div>
    </header>
  );
}
