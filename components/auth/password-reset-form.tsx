'use client';

import { useTranslations } from '#i18n';
import { useEffect, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormError } from '@/components/forms/form-error';
import { isFieldValidation, serverFieldErrors, serverMessage } from '@/components/forms/form-errors';
import { PasswordPair } from '@/components/forms/password-pair';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { FormTextField } from '@/components/forms/text-field';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useAccountSchemas } from '@/components/forms/use-account-schemas';
import { checkResetLink, resetPassword } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { Link } from '@/lib/i18n/navigation';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account';
import { toast } from '@/lib/stores/toasts';
import styles from './auth.module.css';

type ResetValues = { email: string; password: string; password_confirmation: string };

/** /password/reset: a new password for the token (and address) of the reset mail's link. */
export default function PasswordResetForm({ token, email: initialEmail }: { token: string | null; email: string | null }) {
  const t = useTranslations('PasswordReset');
  const tForms = useTranslations('Forms');
  const schemas = useAccountSchemas();
  const [done, setDone] = useState<string | null>(null);
  const toPayload = (values: ResetValues) => ({ token: token ?? '', ...values });
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: { email: initialEmail ?? '', password: '', password_confirmation: '' },
    resolver: payloadResolver(schemas.passwordReset, toPayload),
  });
  const busy = form.formState.isSubmitting;
  // A link used already (or expired) says so when it opens, not after two new passwords were typed.
  const [used, setUsed] = useState(false);
  // Once the form is sent, its answer says how the link fared: a late check (which the reset itself
  // may have made "used") must not cover it.
  const [sent, setSent] = useState(false);
  useEffect(() => {
    if (!token || !initialEmail || sent) return;
    let live = true;
    checkResetLink(getBrowserApi(), { token, email: initialEmail })
      .then((works) => {
        if (live && !works) setUsed(true);
      })
      // Not known (offline, a server error): the form stays, and sending it answers.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [token, initialEmail, sent]);

  if (!token || (used && !done)) {
    return (
      <div className={styles.pageCard}>
        <h1 className={styles.pageTitle}>{t('title')}</h1>
        <p className={styles.failure} role="alert">
          {used ? t('usedToken') : t('missingToken')}
        </p>
        <Link href="/login" className={`button ${styles.submit}`}>
          {t('toLogin')}
        </Link>
      </div>
    );
  }

  async function submit() {
    setSent(true);
    try {
      setDone((await resetPassword(getBrowserApi(), toPayload(form.getValues()))).message);
    } catch (error) {
      // docs/product.md, Errors: a 422 shows field errors (an expired link is the token's); anything else a general toast.
      if (isFieldValidation(error)) showErrors(serverFieldErrors(error));
      else toast.error(t('failedTitle'), serverMessage(error) ?? tForms('errors.general'));
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
        <FormProvider {...form}>
          <form ref={formRef} className={styles.form} onSubmit={submitWith(submit)} noValidate>
            <p className={styles.pageLead}>{t('lead')}</p>
            <FormTextField label={tForms('email')} name="email" type="email" autoComplete="email" required />
            <PasswordPair
              labels={{ password: t('password'), confirmation: t('passwordConfirmation'), hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) }}
            />
            <FormError name="token" />
            <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
              {t('submit')}
            </button>
          </form>
        </FormProvider>
      )}
    </div>
  );
}
