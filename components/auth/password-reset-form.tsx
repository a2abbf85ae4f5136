'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { resetPassword } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { toast } from '@/lib/stores/toasts';
import { isFieldValidation, serverFieldErrors, zodFieldErrors, type FormErrors } from './form-errors';
import { FieldError, TextField } from './form-fields';
import { serverMessage } from './login-errors';
import { useAccountSchemas } from './use-account-schemas';
import styles from './auth.module.css';

/** /password/reset: a new password for the token (and address) of the reset mail's link. */
export default function PasswordResetForm({ token, email: initialEmail }: { token: string | null; email: string | null }) {
  const t = useTranslations('PasswordReset');
  const schemas = useAccountSchemas();
  const [email, setEmail] = useState(initialEmail ?? '');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);

  if (!token) {
    return (
      <div className={styles.pageCard}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <p className={styles.failure} role="alert">
          {t('missingToken')}
        </p>
        <Link href="/login" className={`button ${styles.submit}`}>
          {t('toLogin')}
        </Link>
      </div>
    );
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const payload = { token: token ?? '', email, password, password_confirmation: confirmation };
    const parsed = schemas.passwordReset.safeParse(payload);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setDone((await resetPassword(getBrowserApi(), payload)).message);
    } catch (error) {
      // docs/product.md, Errors: a 422 shows field errors (an expired link is the token's); anything else a general toast.
      if (isFieldValidation(error)) setErrors(serverFieldErrors(error));
      else toast.error(t('failedTitle'), serverMessage(error) ?? t('failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.pageCard}>
      <h1 className={styles.pageTitle}>{t('title')}</h1>
      {done ? (
        <>
          <p className={styles.success} role="status">
            {done}
          </p>
          <Link href="/login" className={`button ${styles.submit}`}>
            {t('toLogin')}
          </Link>
        </>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
          <p className={styles.pageLead}>{t('lead')}</p>
          <TextField label={t('email')} name="email" type="email" autoComplete="email" value={email} onValue={setEmail} error={errors.email} required />
          <TextField
            label={t('password')}
            name="password"
            type="password"
            autoComplete="new-password"
            value={password}
            onValue={setPassword}
            error={errors.password}
            hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
            required
          />
          <TextField
            label={t('passwordConfirmation')}
            name="password_confirmation"
            type="password"
            autoComplete="new-password"
            value={confirmation}
            onValue={setConfirmation}
            error={errors.password_confirmation}
            required
          />
          <FieldError message={errors.token} />
          <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
            {t('submit')}
          </button>
        </form>
      )}
    </div>
  );
}
