'use client';

import { useTranslations } from 'next-intl';
import { Icon } from '@/components/layout/icons';
import { Link } from '@/lib/i18n/navigation';
import { useDialog } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import UserAvatar from './user-avatar';
import styles from './header-account.module.css';

export const USER_MENU_ID = 'user-menu';

type HeaderAccountProps = { loginClassName?: string; loginTextClassName?: string; iconButtonClassName?: string };

/**
 * The header's account corner (docs/product.md, Routes). Public HTML is the same for every guest, so the
 * server renders the login link and the browser swaps in favourites, the notifications bell and
 * the avatar (opening the user menu) once the session check finds a user.
 */
export default function HeaderAccount({ loginClassName, loginTextClassName, iconButtonClassName }: HeaderAccountProps) {
  const t = useTranslations('Header');
  const tAccount = useTranslations('HeaderAccount');
  const user = useSession((state) => state.user);
  const menu = useDialog('user-menu');

  if (!user) {
    return (
      <Link href="/login" className={loginClassName}>
        <Icon name="user" />
        <span className={loginTextClassName}>{t('login')}</span>
      </Link>
    );
  }

  return (
    <div className={styles.account}>
      <Link href="/favorieten" className={iconButtonClassName}>
        <svg aria-hidden="true" focusable="false" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" />
        </svg>
        <span className="visually-hidden">{tAccount('favourites')}</span>
      </Link>
      <Link href="/notifications" className={`${iconButtonClassName ?? ''} ${styles.hideOnSmall}`} data-slot="notifications">
        <Icon name="bell" size={22} />
        <span className="visually-hidden">{tAccount('notifications')}</span>
      </Link>
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
