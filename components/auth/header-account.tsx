'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense } from 'react';
import { Icon } from '@/components/layout/icons';
import { Link } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';

// The signed-in part (and the avatar) loads once the session check finds a user, not with every
// guest's page.
const HeaderAccountUser = lazy(() => import('./header-account-user'));

export const USER_MENU_ID = 'user-menu';

type HeaderAccountProps = { loginClassName?: string; loginTextClassName?: string; iconButtonClassName?: string };

/**
 * The header's account corner (docs/product.md, Routes). Public HTML is the same for every guest, so the
 * server renders the login link and the browser swaps in favourites, the notifications bell and
 * the avatar (opening the user menu) once the session check finds a user.
 */
export default function HeaderAccount({ loginClassName, loginTextClassName, iconButtonClassName }: HeaderAccountProps) {
  const t = useTranslations('Header');
  const user = useSession((state) => state.user);

  const loginLink = (
    <Link href="/login" className={loginClassName}>
      <Icon name="user" />
      <span className={loginTextClassName}>{t('login')}</span>
    </Link>
  );
  // Until its part is loaded (just after the session check), a signed-in visitor sees what every
  // visitor saw before the check: the login link.
  return user ? (
    <Suspense fallback={loginLink}>
      <HeaderAccountUser user={user} iconButtonClassName={iconButtonClassName} />
    </Suspense>
  ) : (
    loginLink
  );
}

