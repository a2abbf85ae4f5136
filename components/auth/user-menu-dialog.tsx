'use client';

import { useQuery } from '@tanstack/react-query';
import { getQueryClient } from '@/lib/queries/query-client';
import { useLocale, useTranslations } from '#i18n';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ComponentProps } from 'react';
import type { IconComponent } from '@/components/icons/svg-icon';
import { ChevronRightIcon } from '@/components/icons/chevron-right';
import { FolderIcon } from '@/components/icons/folder';
import { GearIcon } from '@/components/icons/gear';
import { GiftIcon } from '@/components/icons/gift';
import { HeartIcon } from '@/components/icons/heart';
import { MailIcon } from '@/components/icons/mail';
import { NewsIcon } from '@/components/icons/news';
import { PhoneIcon } from '@/components/icons/phone';
import { TagIcon } from '@/components/icons/tag';
import { UserPlusIcon } from '@/components/icons/user-plus';
import { getBrowserApi } from '@/lib/api/browser';
import { getBonusActions } from '@/lib/api/feed';
import { REFERRAL_BONUS_ACTION } from '@/lib/api/referral';
import { CMS_PAGE_SLUGS, type CmsPageKey } from '@/lib/i18n/cms-pages';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import ModalShell from './modal-shell';
import UserAvatar from './user-avatar';
import styles from './user-menu.module.css';

type LinkHref = ComponentProps<typeof Link>['href'];
type Item = { key: string; href: LinkHref; icon: IconComponent; label: string; extra?: string | null };

const { hide } = dialogActions('user-menu');

/** The user menu (docs/product.md, Routes): profile with points, the member's pages, settings and logout. */
export default function UserMenuDialog() {
  const t = useTranslations('UserMenu');
  const locale = useLocale();
  const dialog = useDialog('user-menu');
  const user = useSession((state) => state.user);
  const logout = useSession((state) => state.logout);
  const router = useRouter();
  const pathname = usePathname();
  const firstPath = useRef(pathname);

  useEffect(() => {
    if (firstPath.current === pathname) return;
    firstPath.current = pathname;
    hide();
  }, [pathname]);

  const bonus = useQuery(
    {
    queryKey: ['bonus-actions'],
    queryFn: () => getBonusActions(getBrowserApi()),
    enabled: dialog.open,
    staleTime: 10 * 60_000,
    select: (actions) => actions.find((action) => action.type === REFERRAL_BONUS_ACTION)?.impact_on_balance ?? null,
    },
    // The shared browser client, given directly: no provider in the page's first-load JavaScript.
    getQueryClient(),
  );

  if (!dialog.open || !user) return null;

  const cms = (key: CmsPageKey): LinkHref => ({ pathname: '/[page]', params: { page: CMS_PAGE_SLUGS[key][locale] } });
  const items: Item[] = [
    { key: 'favourites', href: '/favorieten', icon: HeartIcon, label: t('favourites') },
    { key: 'prizePot', href: '/prijzenpot', icon: GiftIcon, label: t('prizePot') },
    { key: 'promos', href: '/promos', icon: TagIcon, label: t('promos') },
    { key: 'folders', href: '/folders', icon: FolderIcon, label: t('folders') },
    ...(locale === 'nl' ? [{ key: 'news', href: '/nieuws' as const, icon: NewsIcon, label: t('news') }] : []),
    { key: 'mobileApp', href: cms('mobileApp'), icon: PhoneIcon, label: t('mobileApp') },
    {
      key: 'invite',
      href: '/verwijs-een-vriend',
      icon: UserPlusIcon,
      label: t('invite'),
      extra: typeof bonus.data === 'number' ? t('inviteBonus', { points: bonus.data }) : null,
    },
    { key: 'contact', href: cms('contact'), icon: MailIcon, label: t('contact') },
    { key: 'settings', href: '/settings', icon: GearIcon, label: t('settings') },
  ];

  async function signOut() {
    hide();
    await logout();
    // Said, not only done: the header's avatar turning into a login button is easy to miss.
    toast.info(t('loggedOut'));
    router.push('/');
  }

  return (
    <ModalShell title={t('title')} onClose={hide} zIndex={dialog.zIndex} variant="sheet" lockScroll testId="user-menu">
      <Link href={{ pathname: '/profiel/[userId]', params: { userId: String(user.id) } }} className={styles.profile} onClick={hide}>
        <UserAvatar user={user} size={52} />
        <span className={styles.profileText}>
          <span className={styles.name}>{user.fname}</span>
          <span className={styles.points}>{t('points', { points: user.account?.available ?? 0 })}</span>
        </span>
        <ChevronRightIcon size={18} className={styles.chevron} />
      </Link>
      <nav aria-label={t('navLabel')}>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <Link href={item.href} className={styles.link} onClick={hide}>
                <item.icon />
                <span className={styles.label}>
                  {item.label}
                  {item.extra && <span className={styles.extra}>{item.extra}</span>}
                </span>
                <ChevronRightIcon size={18} className={styles.chevron} />
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <button type="button" className={`button button--ghost ${styles.logout}`} onClick={() => void signOut()}>
        {t('logout')}
      </button>
    </ModalShell>
  );
}
