'use client';

import { useTranslations } from '#i18n';
import NotificationBell from '@/components/notifications/notification-bell';
import type { AccountUser } from '@/lib/api/account';
import { Link } from '@/lib/i18n/navigation';
import { useDialog } from '@/lib/stores/dialogs';
import UserAvatar from './user-avatar';
import styles from './header-account.module.css';

type HeaderAccountUserProps = { user: AccountUser; iconButtonClassName?: string };

/** The header's account corner for a signed-in visitor: favourites, the notifications bell and the avatar that opens the user menu. */
export default function HeaderAccountUser({ user, iconButtonClassName }: HeaderAccountUserProps) {
  const tAccount = useTranslations('HeaderAccount');
  const menu = useDialog('user-menu');

  return (
    <div className={styles.account}>
      {/* The narrowest phones keep the bell (its unread count has no other place); the user menu lists the favourites. */}
      <Link href="/favorieten" className={`${iconButtonClassName ?? ''} ${styles.hideOnSmall}`}>
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        <span className="visually-hidden">{tAccount('favourites')}</span>
      </Link>
      <NotificationBell userId={user.id} buttonClassName={iconButtonClassName} />
      <button
        type="button"
        className={styles.avatarButton}
        aria-haspopup="dialog"
        aria-expanded={menu.open}
        onClick={() => menu.toggle()}
        data-testid="header-avatar"
      >
        <UserAvatar user={user} size={36} />
        <span className="visually-hidden">{tAccount('userMenu', { name: user.fname })}</span>
      </button>
    </div>
  );
}
