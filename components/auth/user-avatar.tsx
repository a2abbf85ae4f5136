/* eslint-disable @next/next/no-img-element -- avatars are API media URLs (SVG or uploads), shown as is */
import type { AccountUser } from '@/lib/api/account';
import styles from './user-avatar.module.css';

/** The user's picture, or their initials on the brand colour. Decorative: the surrounding control is named. */
export default function UserAvatar({ user, size = 36 }: { user: Pick<AccountUser, 'fname' | 'lname' | 'avatar_url'>; size?: number }) {
  if (user.avatar_url) {
    return <img src={user.avatar_url} alt="" width={size} height={size} className={styles.avatar} style={{ width: size, height: size }} />;
  }
  const initials = `${user.fname.charAt(0)}${user.lname.charAt(0)}`.toUpperCase();
  return (
    <span aria-hidden="true" className={`${styles.avatar} ${styles.initials}`} style={{ width: size, height: size, fontSize: size * 0.4 }}>
      {initials || '?'}
    </span>
  );
}
