'use client';

import { useLocale, useTranslations } from '#i18n';
import { FormProvider } from 'react-hook-form';
import { FormCheckboxField } from '@/components/forms/checkbox-field';
import { FormError } from '@/components/forms/form-error';
import { showServerFailure } from '@/components/forms/server-failure';
import { useAccountForm } from '@/components/forms/use-account-form';
import { updateSettings, type AccountUser } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { useRouter } from '@/lib/i18n/navigation';
import { locales, type Locale } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import authStyles from '@/components/auth/auth.module.css';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './account.module.css';

/** Set before a language switch so the page in the new language confirms the save in that language. */
export const SAVED_AFTER_SWITCH_KEY = 'settings-saved-after-locale-switch';

const FIELDS = ['locale', 'newsletter'] as const;

type PreferenceValues = { locale: Locale; newsletter: boolean };

/** Settings → language and newsletter (PUT /me/settings). Saving another language switches the site to it. */
export default function PreferencesForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const tForms = useTranslations('Forms');
  const siteLocale = useLocale();
  const router = useRouter();
  const setUser = useSession((state) => state.setUser);
  const { form, formRef, showErrors, submitWith } = useAccountForm<PreferenceValues>({
    defaultValues: { locale: siteLocale, newsletter: user.is_subscribed },
  });
  const busy = form.formState.isSubmitting;

  async function submit({ locale, newsletter }: PreferenceValues) {
    try {
      const updated = await updateSettings(await loadBrowserApi(), { locale, newsletter });
      setUser(updated);
      form.setValue('newsletter', updated.is_subscribed);
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
      showServerFailure(error, FIELDS, showErrors, { title: t('errors.title'), general: tForms('errors.general') });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="settings-preferences">
      <h2 id="settings-preferences" className={styles.cardTitle}>
        {t('preferences.title')}
      </h2>
      <FormProvider {...form}>
        <form ref={formRef} className={authStyles.form} onSubmit={submitWith(submit)} noValidate aria-labelledby="settings-preferences">
          <fieldset className={fieldStyles.fieldset}>
            <legend className={fieldStyles.label}>{t('preferences.language')}</legend>
            <div className={fieldStyles.choices}>
              {locales.map((option) => (
                <label key={option} className={fieldStyles.choice} lang={option}>
                  <input type="radio" value={option} {...form.register('locale')} />
                  {t(`preferences.${option}`)}
                </label>
              ))}
            </div>
            <FormError name="locale" />
          </fieldset>
          <FormCheckboxField name="newsletter">{t('preferences.newsletter')}</FormCheckboxField>
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('preferences.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
