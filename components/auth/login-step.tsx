'use client';

import { useTranslations } from '#i18n';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { FormProvider, type UseFormWatch } from 'react-hook-form';
import { isFieldValidation, serverFieldErrors, serverMessage } from '@/components/forms/form-errors';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { FormTextField } from '@/components/forms/text-field';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useAccountSchemas } from '@/components/forms/use-account-schemas';
import { ACCOUNT_ERROR_CODES, login, requestPasswordReset, socialCheck, socialLogin, type SocialCredentials } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { splitName, type LoginPayload } from '@/lib/schemas/account';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { isAndroidWebview } from '@/lib/webview/native-app';
import { useAuthFlow } from './auth-flow-store';
import { classifyLoginError } from './login-errors';
import { RecaptchaBoundary, useRecaptchaToken } from './recaptcha';
import { useAuthProviders } from './use-auth-providers';
import styles from './auth.module.css';

// The provider SDKs load only when a provider is configured.
const SocialButtons = dynamic(() => import('./social-buttons'), { ssr: false });

export type LoginStepProps = {
  /** After the session holds the user. */
  onLoggedIn: () => void;
  /** A social sign-in without an account: continue with the prefilled registration. */
  onRegister: () => void;
  /** Headings inside the step start at this level (the dialog and the page differ). */
  headingLevel?: 2 | 3;
};

/** The login step (docs/product.md, Routes): social buttons, e-mail and password, and the forgot-password form. */
export default function LoginStep(props: LoginStepProps) {
  return (
    <RecaptchaBoundary>
      <LoginStepInner {...props} />
    </RecaptchaBoundary>
  );
}

function LoginStepInner({ onLoggedIn, onRegister, headingLevel = 2 }: LoginStepProps) {
  const t = useTranslations('Auth');
  const [forgot, setForgot] = useState(false);
  const [email, setEmail] = useState('');
  if (forgot) return <ForgotPasswordForm email={email} onEmail={setEmail} onBack={() => setForgot(false)} headingLevel={headingLevel} />;
  return (
    <div className={styles.step}>
      <SocialSection onLoggedIn={onLoggedIn} onRegister={onRegister} />
      <LoginForm email={email} onEmail={setEmail} onLoggedIn={onLoggedIn} />
      <button type="button" className={styles.linkButton} onClick={() => setForgot(true)}>
        {t('forgotPassword')}
      </button>
    </div>
  );
}

function SocialSection({ onLoggedIn, onRegister }: Pick<LoginStepProps, 'onLoggedIn' | 'onRegister'>) {
  const t = useTranslations('Auth');
  const providers = useAuthProviders();
  const completeLogin = useSession((state) => state.completeLogin);
  const setSocial = useAuthFlow((state) => state.setSocial);
  const [busy, setBusy] = useState(false);
  const apple = providers.apple && !isAndroidWebview();
  if (!providers.google && !providers.facebook && !apple) return null;

  async function signIn(credentials: SocialCredentials) {
    setBusy(true);
    const api = getBrowserApi();
    try {
      await completeLogin(await socialLogin(api, credentials));
      onLoggedIn();
    } catch (error) {
      if (isApiError(error) && error.code === ACCOUNT_ERROR_CODES.unregistered) {
        try {
          const check = await socialCheck(api, credentials);
          if (check.registered || !check.cache_id) {
            toast.error(t('errors.socialLogin'));
          } else {
            const names = splitName(check.name, check.email);
            setSocial({ provider: credentials.provider, email: check.email, fname: names.fname, lname: names.lname, cacheId: check.cache_id });
            onRegister();
          }
        } catch (checkError) {
          toast.error(serverMessage(checkError) ?? t('errors.socialCheck'));
        }
      } else if (isApiError(error) && error.status === 403) {
        toast.error(t('errors.unverifiedTitle'), serverMessage(error));
      } else {
        toast.error(t('errors.socialLogin'));
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <SocialButtons
        google={providers.google}
        facebook={providers.facebook}
        apple={apple}
        busy={busy}
        onCredentials={(credentials) => void signIn(credentials)}
        onProviderError={() => toast.error(t('errors.socialLogin'))}
      />
      <p className={styles.divider}>
        <span>{t('orWithEmail')}</span>
      </p>
    </>
  );
}

type EmailProps = { email: string; onEmail: (value: string) => void };

/** Keeps the address the visitor typed when they switch between the login and forgot-password forms. */
function useSharedEmail<V extends { email: string }>(watch: UseFormWatch<V>, onEmail: (value: string) => void) {
  useEffect(() => {
    const subscription = watch((values) => onEmail(values.email ?? ''));
    return () => subscription.unsubscribe();
  }, [watch, onEmail]);
}

function LoginForm({ email, onEmail, onLoggedIn }: EmailProps & { onLoggedIn: () => void }) {
  const t = useTranslations('Auth');
  const schemas = useAccountSchemas();
  const recaptcha = useRecaptchaToken();
  const completeLogin = useSession((state) => state.completeLogin);
  const setVerification = useAuthFlow((state) => state.setVerification);
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: { email, password: '' },
    resolver: payloadResolver(schemas.login, (values: { email: string; password: string }) => values),
  });
  useSharedEmail(form.watch, onEmail);
  const busy = form.formState.isSubmitting;
  // Counts refused logins. The product's answer is a toast that names neither field; the password is
  // what to type again, and the focus was on the button, disabled while sending.
  const [refused, setRefused] = useState(0);
  useEffect(() => {
    if (refused === 0) return;
    const password = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    password?.focus();
    password?.select();
  }, [refused, formRef]);

  async function submit(payload: LoginPayload) {
    try {
      const token = await login(getBrowserApi(), { ...payload, g_recaptcha: await recaptcha('login') });
      await completeLogin(token);
      onLoggedIn();
    } catch (error) {
      const failure = classifyLoginError(error);
      switch (failure.kind) {
        case 'invalid-credentials':
          toast.error(t('errors.invalidCredentialsTitle'), t('errors.invalidCredentials'));
          setRefused((count) => count + 1);
          break;
        case 'recaptcha':
          toast.error(t('errors.recaptchaTitle'), t('errors.recaptcha'));
          break;
        case 'fields':
          showErrors(failure.errors);
          break;
        case 'unverified':
          setVerification({ email: payload.email, password: form.getValues('password') });
          useDialogs.getState().show('verify-email');
          break;
        case 'general':
          toast.error(t('errors.generalTitle'), failure.message ?? t('errors.general'));
          break;
      }
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={submitWith(submit)} noValidate aria-label={t('loginFormLabel')}>
        <FormTextField label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required />
        <FormTextField label={t('password')} name="password" type="password" autoComplete="current-password" required />
        <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
          {busy ? t('loggingIn') : t('loginSubmit')}
        </button>
      </form>
    </FormProvider>
  );
}

type ForgotProps = EmailProps & { onBack: () => void; headingLevel: 2 | 3 };

function ForgotPasswordForm({ email, onEmail, onBack, headingLevel }: ForgotProps) {
  const t = useTranslations('Auth');
  const schemas = useAccountSchemas();
  const [sent, setSent] = useState<string | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: { email },
    resolver: payloadResolver(schemas.passwordEmail, (values: { email: string }) => values),
  });
  useSharedEmail(form.watch, onEmail);
  const busy = form.formState.isSubmitting;

  async function submit(payload: { email: string }) {
    try {
      const answer = await requestPasswordReset(getBrowserApi(), payload);
      setSent(answer.message || t('resetSent'));
    } catch (error) {
      if (isFieldValidation(error)) showErrors(serverFieldErrors(error));
      else toast.error(t('errors.generalTitle'), serverMessage(error) ?? t('errors.general'));
    }
  }

  if (sent) {
    return (
      <div className={styles.step}>
        <Heading className={styles.stepTitle}>{t('resetSentTitle')}</Heading>
        <p className={styles.success} role="status">
          {sent}
        </p>
        <button type="button" className="button" onClick={onBack}>
          {t('backToLogin')}
        </button>
      </div>
    );
  }

  return (
    <div className={styles.step}>
      <Heading className={styles.stepTitle}>{t('forgotTitle')}</Heading>
      <p className={styles.text}>{t('forgotText')}</p>
      <FormProvider {...form}>
        <form ref={formRef} className={styles.form} onSubmit={submitWith(submit)} noValidate aria-label={t('forgotTitle')}>
          <FormTextField label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required data-autofocus="" />
          <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
            {t('resetSubmit')}
          </button>
        </form>
      </FormProvider>
      <button type="button" className={styles.linkButton} onClick={onBack}>
        {t('backToLogin')}
      </button>
    </div>
  );
}
