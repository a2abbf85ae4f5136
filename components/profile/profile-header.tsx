/* eslint-disable @next/next/no-img-element -- avatars are SVGs the API draws itself (or uploads it already sized); next/image adds nothing for them. */
import { useFormatter, useTranslations } from '#i18n';
import type { Profile } from '@/lib/api/profile';
import FollowButton, { FollowerCount } from './follow-button';
import styles from './profile-header.module.css';

/** The member's full name as the site shows it. */
export function profileName(profile: Pick<Profile, 'fname' | 'lname'>): string {
  return `${profile.fname} ${profile.lname}`.trim();
}

/** "JV" for Jan Van den Broeck: the placeholder of a member without an avatar. */
export function profileInitials(profile: Pick<Profile, 'fname' | 'lname'>): string {
  const first = profile.fname.trim().charAt(0);
  const last = profile.lname.trim().charAt(0);
  return `${first}${last}`.toUpperCase() || '?';
}

/** A member's profile card: avatar, name (the page's h1), followers, following and promos, and the follow button. */
export default function ProfileHeader({ profile }: { profile: Profile }) {
  const t = useTranslations('Profile');
  const format = useFormatter();
  const name = profileName(profile);
  const stats = [
    { key: 'followers', value: profile.followers, label: t('followers', { count: profile.followers }) },
    { key: 'following', value: profile.following, label: t('following', { count: profile.following }) },
    { key: 'promos', value: profile.promos_count, label: t('promos', { count: profile.promos_count }) },
  ];
  return (
    <header className={styles.card}>
      <div className={styles.banner} aria-hidden="true" />
      <div className={styles.body}>
        <div className={styles.avatar}>
          {profile.avatar_url ? (
            <img src={profile.avatar_url} width={112} height={112} alt="" fetchPriority="high" className={styles.avatarImage} />
          ) : (
            <span className={styles.initials} aria-hidden="true">
              {profileInitials(profile)}
            </span>
          )}
        </div>
        <div className={styles.identity}>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h1 className={styles.name}>{name}</h1>
        </div>
        <div className={styles.actions}>
          <FollowButton userId={profile.id} />
        </div>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.key} className={styles.stat}>
              <dt className={styles.statLabel}>{stat.label}</dt>
              <dd className={styles.statValue}>
                {stat.key === 'followers' ? <FollowerCount userId={profile.id} initial={stat.value} /> : format.number(stat.value)}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </header>
  );
}
