'use client';

import { useTranslations } from 'next-intl';
import { useDialog } from '@/lib/stores/dialogs';
import styles from './profile-header.module.css';

/**
 * Follow a member. Following needs an account: a guest gets the auth dialog on its default tab
 * ("log in to continue"). The follow call itself comes with the engagement features; until the
 * session is known in the browser every visitor is treated as a guest.
 */
export default function FollowButton() {
  const t = useTranslations('Profile');
  const auth = useDialog('auth');
  return (
    <button type="button" className={`button ${styles.follow}`} aria-haspopup="dialog" aria-expanded={auth.open} onClick={() => auth.show()}>
      <svg aria-hidden="true" focusable="false" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M15 19c0-2.8-2.7-5-6-5s-6 2.2-6 5M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7ZM19 8v6M16 11h6" />
      </svg>
      {t('follow')}
    </button>
  );
}
