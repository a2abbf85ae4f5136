'use client';

import { useTranslations } from '#i18n';
import { FormProvider } from 'react-hook-form';
import type { FormErrors } from '@/components/forms/form-errors';
import { PasswordPair } from '@/components/forms/password-pair';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { showServerFailure } from '@/components/forms/server-failure';
import { FormTextField } from '@/components/forms/text-field';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useAccountSchemas } from '@/components/forms/use-account-schemas';
import { updateSettings, type AccountUser } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import authStyles from '@/components/auth/auth.module.css';
import styles from './account.module.css';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
type PasswordValues = { current_password: string; password: string; password_confirmation: string };
const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

/**
 * Settings → change password (PUT /me/settings). The server checks the current password and signs
 * out every other session; an account made through social sign-in has none to give and sets one.
 */
export default function PasswordForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const tForms = useTranslations('Forms');
  const tValidation = useTranslations('AccountValidation');
  const schemas = useAccountSchemas();
  const setUser = useSession((state) => state.setUser);
  const needsCurrent = user.has_password;
  const toPayload = (values: PasswordValues) => ({
    ...(needsCurrent ? { current_password: values.current_password } : {}),
    password: values.password,
    password_confirmation: values.password_confirmation,
  });
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: EMPTY,
    // The settings payload's own object: its messages land on the fields by their names.
    resolver: payloadResolver(schemas.settings.shape.settings, toPayload, (values): FormErrors =>
      needsCurrent && values.current_password === ''
        ? { current_password: tValidation('required', { field: tValidation('fields.current_password') }) }
        : {},
    ),
  });
  const busy = form.formState.isSubmitting;

  async function submit() {
    try {
      const updated = await updateSettings(await loadBrowserApi(), toPayload(form.getValues()));
      setUser(updated);
      form.reset(EMPTY);
      toast.success(t('password.changedTitle'), t('password.changed'));
    } catch (error) {
      showServerFailure(error, FIELDS, showErrors, { title: t('errors.passwordTitle'), general: tForms('errors.general') });
    }
  }

  return (
    <section className={styles.card} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.cardTitle}>
        {t('password.title')}
      </h2>
      <p className={styles.cardLead}>{needsCurrent ? t('password.lead') : t('password.leadNoPassword')}</p>
      <FormProvider {...form}>
        <form ref={formRef} className={authStyles.form} onSubmit={submitWith(submit)} noValidate aria-labelledby="settings-password">
          {/* Lets password managers tie the new password to the account. */}
          <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
          {needsCurrent && (
            <FormTextField label={t('password.current')} name="current_password" type="password" autoComplete="current-password" required />
          )}
          <PasswordPair
            labels={{ password: t('password.new'), confirmation: t('password.confirmation'), hint: t('password.hint', { min: PASSWORD_MIN_LENGTH }) }}
          />
          <div className={styles.actions}>
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {t('password.submit')}
            </button>
          </div>
        </form>
      </FormProvider>
    </section>
  );
}
