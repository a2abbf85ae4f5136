'use client';

import { useTranslations } from '#i18n';
import { useEffect } from 'react';
import PointsHistory from '@/components/points/points-history';
import { Link } from '@/lib/i18n/navigation';
import { toast } from '@/lib/stores/toasts';
import HiddenPromos from './hidden-promos';
import PasswordForm from './password-form';
import PreferencesForm, { SAVED_AFTER_SWITCH_KEY } from './preferences-form';
import ProfileForm from './profile-form';
import { useAccountPage } from './use-account-page';
import styles from './account.module.css';

/** /settings: profile, language and newsletter, password, points history, hidden promos, and the way to account deletion. */
export default function SettingsView() {
  const t = useTranslations('Settings');
  const user = useAccountPage('/settings');

  useEffect(() => {
    try {
      if (sessionStorage.getItem(SAVED_AFTER_SWITCH_KEY) === null) return;
      sessionStorage.removeItem(SAVED_AFTER_SWITCH_KEY);
    } catch {
      return;
    }
    toast.success(t('savedTitle'), t('preferences.saved'));
  }, [t]);

  return (
    <div className={styles.layout}>
      <header className={styles.header}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.lead}>{t('lead')}</p>
      </header>
      {user ? (
        <>
          <ProfileForm key={`profile-${user.id}`} user={user} />
          <PreferencesForm key={`preferences-${user.id}`} user={user} />
          <PasswordForm key={`password-${user.id}`} user={user} />
          <PointsHistory userId={user.id} />
          <HiddenPromos key={`hidden-${user.id}`} />
          <section className={`${styles.card} ${styles.dangerCard}`} aria-labelledby="settings-danger">
            <h2 id="settings-danger" className={styles.cardTitle}>
              {t('danger.title')}
            </h2>
            <p className={styles.cardLead}>{t('danger.text')}</p>
            <div className={styles.actions}>
              <Link href="/delete-account" className={`button button--ghost ${styles.dangerLink}`}>
                {t('danger.link')}
              </Link>
            </div>
          </section>
        </>
      ) : (
        <p className={styles.loading} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('loading')}
        </p>
      )}
    </div>
  );
}
