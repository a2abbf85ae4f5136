'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { zodFieldErrors, type FormErrors } from '@/components/auth/form-errors';
import { TextField } from '@/components/auth/form-fields';
import { useAccountSchemas } from '@/components/auth/use-account-schemas';
import { updateSettings, type AccountUser } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { focusFirstError, showFormFailure } from './form-failure';
import authStyles from '@/components/auth/auth.module.css';
import styles from './account.module.css';

const FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const EMPTY = { current_password: '', password: '', password_confirmation: '' };

/**
 * Settings → change password (PUT /me/settings). The server checks the current password and signs
 * out every other session; an account made through social sign-in has none to give and sets one.
 */
export default function PasswordForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const tValidation = useTranslations('AccountValidation');
  const schemas = useAccountSchemas();
  const setUser = useSession((state) => state.setUser);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const needsCurrent = user.has_password;

  const set = (key: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  function localErrors(): FormErrors | null {
    const settings = {
      ...(needsCurrent ? { current_password: values.current_password } : {}),
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    const parsed = schemas.settings.safeParse({ settings });
    const found = parsed.success ? {} : zodFieldErrors(parsed.error);
    if (needsCurrent && values.current_password === '') {
      found.current_password = tValidation('required', { field: tValidation('fields.current_password') });
    }
    return Object.keys(found).length > 0 ? found : null;
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = localErrors();
    if (local) {
      setErrors(local);
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const updated = await updateSettings(await loadBrowserApi(), {
        ...(needsCurrent ? { current_password: values.current_password } : {}),
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      setUser(updated);
      setValues(EMPTY);
      toast.success(t('password.changedTitle'), t('password.changed'));
    } catch (error) {
      showFormFailure(error, FIELDS, setErrors, { title: t('errors.passwordTitle'), general: t('errors.general') });
      focusFirstError(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.card} aria-labelledby="settings-password">
      <h2 id="settings-password" className={styles.cardTitle}>
        {t('password.title')}
      </h2>
      <p className={styles.cardLead}>{needsCurrent ? t('password.lead') : t('password.leadNoPassword')}</p>
      <form ref={formRef} className={authStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-password">
        {/* Lets password managers tie the new password to the account. */}
        <input type="email" name="username" autoComplete="username" value={user.email} readOnly hidden />
        {needsCurrent && (
          <TextField
            label={t('password.current')}
            name="current_password"
            type="password"
            autoComplete="current-password"
            value={values.current_password}
            onValue={set('current_password')}
            error={errors.current_password}
            required
          />
        )}
        <TextField
          label={t('password.new')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onValue={set('password')}
          error={errors.password}
          hint={t('password.hint', { min: PASSWORD_MIN_LENGTH })}
          required
        />
        <TextField
          label={t('password.confirmation')}
          name="password_confirmation"
          type="password"
          autoComplete="new-password"
          value={values.password_confirmation}
          onValue={set('password_confirmation')}
          error={errors.password_confirmation}
          required
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('password.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
