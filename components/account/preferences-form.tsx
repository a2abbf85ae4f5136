'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import type { FormErrors } from '@/components/auth/form-errors';
import { CheckboxField, FieldError } from '@/components/auth/form-fields';
import { updateSettings, type AccountUser } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useRouter } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { showFormFailure } from './form-failure';
import authStyles from '@/components/auth/auth.module.css';
import styles from './account.module.css';

/** Set before a language switch so the page in the new language confirms the save in that language. */
export const SAVED_AFTER_SWITCH_KEY = 'settings-saved-after-locale-switch';

const FIELDS = ['locale', 'newsletter'] as const;

/** Settings → language and newsletter (PUT /me/settings). Saving another language switches the site to it. */
export default function PreferencesForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const siteLocale = useLocale() as Locale;
  const router = useRouter();
  const setUser = useSession((state) => state.setUser);
  const [locale, setLocale] = useState<Locale>(siteLocale);
  const [newsletter, setNewsletter] = useState(user.is_subscribed);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      const updated = await updateSettings(await loadBrowserApi(), { locale, newsletter });
      setUser(updated);
      setNewsletter(updated.is_subscribed);
      if (locale !== siteLocale) {
        try {
          sessionStorage.setItem(SAVED_AFTER_SWITCH_KEY, '1');
        } catch {
          // Storage can be blocked; the switch matters more than the confirmation.
        }
        router.replace('/settings', { locale });
        return;
      }
      toast.success(t('savedTitle'), t('preferences.saved'));
    } catch (error) {
      showFormFailure(error, FIELDS, setErrors, { title: t('errors.title'), general: t('errors.general') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="settings-preferences">
      <h2 id="settings-preferences" className={styles.cardTitle}>
        {t('preferences.title')}
      </h2>
      <form className={authStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-preferences">
        <fieldset className={authStyles.fieldset}>
          <legend className={authStyles.label}>{t('preferences.language')}</legend>
          <div className={authStyles.choices}>
            {locales.map((option) => (
              <label key={option} className={authStyles.choice} lang={option}>
                <input type="radio" name="locale" value={option} checked={locale === option} onChange={() => setLocale(option)} />
                {t(`preferences.${option}`)}
              </label>
            ))}
          </div>
          <FieldError message={errors.locale} />
        </fieldset>
        <CheckboxField name="newsletter" checked={newsletter} onChecked={setNewsletter} error={errors.newsletter}>
          {t('preferences.newsletter')}
        </CheckboxField>
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('preferences.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
