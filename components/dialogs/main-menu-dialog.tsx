'use client';

import { useLocale, useTranslations } from '#i18n';
import { usePathname as useBrowserPathname } from 'next/navigation';
import { useEffect, useRef, type ComponentProps } from 'react';
import type { IconComponent } from '@/components/icons/svg-icon';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { CloseIcon } from '@/components/icons/close';
import { FolderIcon } from '@/components/icons/folder';
import { InfoIcon } from '@/components/icons/info';
import { MailIcon } from '@/components/icons/mail';
import { NewsIcon } from '@/components/icons/news';
import { PhoneIcon } from '@/components/icons/phone';
import { TagIcon } from '@/components/icons/tag';
import { UserIcon } from '@/components/icons/user';
import LocaleSwitcher from '@/components/layout/locale-switcher';
import { CMS_PAGE_SLUGS, type CmsPageKey } from '@/lib/i18n/cms-pages';
import { Link } from '@/lib/i18n/navigation';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import { useIsLoggedIn } from '@/lib/stores/session';
import { MAIN_MENU_ID, MAIN_MENU_TITLE_ID } from './main-menu-ids';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useModalFocus } from './use-modal-focus';
import styles from './main-menu-dialog.module.css';

/** docs/product.md, Limits: the menu closes once the page scrolls further than its height plus this. */
export const MAIN_MENU_SCROLL_MARGIN_PX = 95;

type LinkHref = ComponentProps<typeof Link>['href'];
type MenuItem = { key: string; href: LinkHref; icon: IconComponent; label: string };

export type MainMenuDialogProps = {
  /** CMS slug → translation slug, for the locale switcher on CMS pages. */
  cmsTwins?: Readonly<Record<string, string>>;
};

const { hide } = dialogActions('main-menu');

/**
 * The main menu dialog (docs/product.md, Routes), opened by the header's toggle (dialogs store, 'main-menu').
 * A modal dialog: focus moves in and is trapped, Escape and the backdrop close it, focus returns to
 * the toggle. It also closes on route change and once the page scrolls past its height + 95 px;
 * on phones the page behind it does not scroll.
 */
export default function MainMenuDialog({ cmsTwins }: MainMenuDialogProps) {
  const t = useTranslations('MainMenu');
  const locale = useLocale();
  const menu = useDialog('main-menu');
  // Until the session check answers the menu keeps the guest version every page is rendered with.
  const loggedIn = useIsLoggedIn();
  const panel = useRef<HTMLDivElement>(null);
  const browserPathname = useBrowserPathname();

  useModalFocus(panel, menu.open, hide);
  useBodyScrollLock(menu.open);

  // Any navigation closes it; links to the page already shown close it through their onClick. The
  // menu is mounted when it first opens (MainMenuLayer): the address it opened on is not a navigation.
  const shownOn = useRef(browserPathname);
  useEffect(() => {
    if (shownOn.current === browserPathname) return;
    shownOn.current = browserPathname;
    hide();
  }, [browserPathname]);

  useEffect(() => {
    if (!menu.open) return;
    const startY = window.scrollY;
    const onScroll = () => {
      const height = panel.current?.offsetHeight ?? 0;
      if (Math.abs(window.scrollY - startY) > height + MAIN_MENU_SCROLL_MARGIN_PX) hide();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [menu.open]);

  const cmsLink = (key: CmsPageKey): LinkHref => ({ pathname: '/[page]', params: { page: CMS_PAGE_SLUGS[key][locale] } });
  const items: MenuItem[] = [
    { key: 'promos', href: '/promos', icon: TagIcon, label: t('promos') },
    { key: 'folders', href: '/folders', icon: FolderIcon, label: t('folders') },
    ...(locale === 'nl' ? [{ key: 'news', href: '/nieuws' as const, icon: NewsIcon, label: t('news') }] : []),
    { key: 'whoOrWhat', href: cmsLink('whoOrWhat'), icon: InfoIcon, label: t('whoOrWhat') },
    { key: 'mobileApp', href: cmsLink('mobileApp'), icon: PhoneIcon, label: t('mobileApp') },
    { key: 'contact', href: cmsLink('contact'), icon: MailIcon, label: t('contact') },
  ];

  return (
    <div
      id={MAIN_MENU_ID}
      className={styles.layer}
      style={{ zIndex: menu.zIndex }}
      hidden={!menu.open}
    >
      {menu.open && (
        <>
          <div className={styles.backdrop} onClick={hide} aria-hidden="true" data-testid="main-menu-backdrop" />
          <div
            ref={panel}
            role="dialog"
            aria-modal="true"
            aria-labelledby={MAIN_MENU_TITLE_ID}
            className={styles.panel}
            tabIndex={-1}
          >
            <div className={styles.head}>
              <h2 id={MAIN_MENU_TITLE_ID} className={styles.title}>
                {t('title')}
              </h2>
              <button type="button" className={styles.close} onClick={hide}>
                <CloseIcon size={22} />
                <span className="visually-hidden">{t('close')}</span>
              </button>
            </div>
            <nav aria-label={t('navLabel')}>
              <ul className={styles.list}>
                {items.map((item) => (
                  <li key={item.key}>
                    <Link href={item.href} className={styles.link} onClick={hide}>
                      <item.icon />
                      <span>{item.label}</span>
                      <ChevronRightIcon size={18} className={styles.chevron} />
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            {!loggedIn && (
              <Link href="/login" className={`button ${styles.login}`} onClick={hide}>
                <UserIcon />
                {t('login')}
              </Link>
            )}
            <LocaleSwitcher variant="menu" cmsTwins={cmsTwins} className={styles.locale} onNavigate={hide} />
          </div>
        </>
      )}
    </div>
  );
}
