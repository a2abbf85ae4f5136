'use client';

import { useTranslations } from '#i18n';
import { lazy, Suspense } from 'react';
import CreatePostLink from '@/components/layout/create-post-link';
import { PlusCircleIcon } from '@/components/icons/plus-circle';
import { UserIcon } from '@/components/icons/user';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import styles from './header-account.module.css';

// The signed-in part (and the avatar) loads once the session check finds a user, not with every
// guest's page.
const HeaderAccountUser = lazy(() => import('./header-account-user'));

export const USER_MENU_ID = 'user-menu';

type HeaderAccountProps = {
  loginClassName?: string;
  loginTextClassName?: string;
  iconButtonClassName?: string;
  /** The phone header's create-post button's name (the menu bar's "create promo" is hidden on the smallest screens). */
  createPostLabel?: string;
};

/**
 * The header's account corner (docs/product.md, Routes). Public HTML is the same for every guest, so the
 * server renders the login link and the browser swaps in favourites, the notifications bell and
 * the avatar (opening the user menu) once the session check finds a user.
 */
export default function HeaderAccount({ loginClassName, loginTextClassName, iconButtonClassName, createPostLabel }: HeaderAccountProps) {
  const t = useTranslations('Header');
  const user = useSession((state) => state.user);

  const loginLink = (
    <Link href="/login" className={loginClassName}>
      <UserIcon />
      <span className={loginTextClassName}>{t('login')}</span>
    </Link>
  );
  // On phones: members get the create-post dialog, a guest the login prompt (CreatePostLink decides).
  const createPost = createPostLabel ? (
    <CreatePostLink dialog className={`${iconButtonClassName ?? ''} ${styles.phoneOnly}`}>
      <PlusCircleIcon />
      <span className="visually-hidden">{createPostLabel}</span>
    </CreatePostLink>
  ) : null;
  // Until its part is loaded (just after the session check), a signed-in visitor sees what every
  // visitor saw before the check: the login link.
  return (
    <>
      {createPost}
      {user ? (
        <Suspense fallback={loginLink}>
          <HeaderAccountUser user={user} iconButtonClassName={iconButtonClassName} />
        </Suspense>
      ) : (
        loginLink
      )}
    </>
  );
}

