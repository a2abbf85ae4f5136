'use client';

import { useTranslations } from '#i18n';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, type MouseEvent } from 'react';
import CreatePostLink from '@/components/layout/create-post-link';
import { PlusCircleIcon } from '@/components/icons/plus-circle';
import { UserIcon } from '@/components/icons/user';
import { Link } from '@/lib/i18n/navigation';
import { REDIRECT_PARAM } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';
import { isPlainClick } from '@/lib/ui/plain-click';
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
  const router = useRouter();

  // The login brings the visitor back to the page they were on (the login page keeps the way back it
  // was given). The served link stays plain `/login`: the page's HTML is the same for every guest.
  function loginHere(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    const { pathname, search } = window.location;
    const onAuthPage = /\/(?:login|register)$/.test(pathname);
    const query = onAuthPage ? search : `?${new URLSearchParams({ [REDIRECT_PARAM]: pathname + search })}`;
    router.push(`${event.currentTarget.pathname}${query}`);
  }

  const loginLink = (
    <Link href="/login" className={loginClassName} onClick={loginHere}>
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

