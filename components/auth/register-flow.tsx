'use client';

import { useTranslations } from '#i18n';
import { useState } from 'react';
import { FormProvider } from 'react-hook-form';
import { FormError } from '@/components/forms/form-error';
import { isFieldValidation, serverFieldErrors, serverMessage } from '@/components/forms/form-errors';
import { payloadResolver } from '@/components/forms/payload-resolver';
import { useAccountForm } from '@/components/forms/use-account-form';
import { useAccountSchemas } from '@/components/forms/use-account-schemas';
import { register, registerSocial, registerStep, type RegisterStep } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { referralPayload, rememberRegistered } from '@/lib/auth/referral';
import { useSession } from '@/lib/stores/session';
import { useAuthFlow } from './auth-flow-store';
import AccountStep from './register/account-step';
import ConsentStep from './register/consent-step';
import DetailsStep from './register/details-step';
import GenderStep from './register/gender-step';
import {
  emailRegistration,
  initialRegisterValues,
  lastStepOf,
  registrationFailure,
  socialRegistration,
  stepPayload,
  type RegisterValues,
} from './register/register-payload';
import styles from './auth.module.css';

/** A social sign-up shows its success message for 1.5 s, then stores the token and signs in. */
export const SOCIAL_SIGNUP_TOKEN_DELAY_MS = 1500;

export type RegisterFlowProps = {
  /** E-mail sign-up done (or a social one whose typed address needs the mail): show the registered state. */
  onRegistered: () => void;
  /** Social sign-up with the provider's own address: the session holds the new user. */
  onLoggedIn: () => void;
  headingLevel?: 2 | 3;
};

/**
 * Callers key it by the social sign-up (`key={social?.cacheId}`) so a new prefill starts afresh.
 *
 * The registration (docs/product.md, Behaviour and Validation): e-mail sign-up in steps 1–3 then POST /register;
 * social sign-up (prefilled from the check call) in steps 1–4 then POST /register/social/{provider}.
 * Each step is checked locally with the shared schema, then by the server; one form holds every
 * step's values, so going back or a server error loses nothing.
 */
export default function RegisterFlow({ onRegistered, onLoggedIn, headingLevel = 2 }: RegisterFlowProps) {
  const t = useTranslations('Register');
  const tForms = useTranslations('Forms');
  const schemas = useAccountSchemas();
  const social = useAuthFlow((state) => state.social);
  const setSocial = useAuthFlow((state) => state.setSocial);
  const setVerification = useAuthFlow((state) => state.setVerification);
  const completeLogin = useSession((state) => state.completeLogin);
  const lastStep = lastStepOf(social);
  const [step, setStep] = useState<RegisterStep>(1);
  const [welcome, setWelcome] = useState(false);
  const [preview, setPreview] = useState<string | null>(null);
  const [defaultValues] = useState(() => initialRegisterValues(social));
  const stepSchema = { 1: schemas.step1, 2: schemas.step2, 3: schemas.step3, 4: schemas.step4 }[step];
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues,
    resolver: payloadResolver(stepSchema, (values: RegisterValues) => stepPayload(step, values, social)),
  });
  const busy = form.formState.isSubmitting;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  async function finish(values: RegisterValues) {
    const api = getBrowserApi();
    const email = values.email.trim().toLowerCase();
    if (!social) {
      await register(api, emailRegistration(values, referralPayload()));
      rememberRegistered(email);
      setVerification({ email, password: values.password });
      onRegistered();
      return;
    }
    const token: unknown = await registerSocial(api, social.provider, socialRegistration(values, social.cacheId, referralPayload()));
    rememberRegistered(email);
    setSocial(null);
    if (typeof token !== 'string') {
      // A typed address (the provider gave none) still needs the verification mail.
      setVerification({ email });
      onRegistered();
      return;
    }
    setWelcome(true);
    await new Promise((resolve) => setTimeout(resolve, SOCIAL_SIGNUP_TOKEN_DELAY_MS));
    await completeLogin(token);
    onLoggedIn();
  }

  async function submit() {
    const values = form.getValues();
    try {
      await registerStep(getBrowserApi(), step, stepPayload(step, values, social) as never);
      if (step < lastStep) setStep((step + 1) as RegisterStep);
      else await finish(values);
    } catch (error) {
      if (isFieldValidation(error)) {
        const failure = registrationFailure(serverFieldErrors(error), step);
        setStep(failure.step);
        showErrors(failure.errors);
      } else {
        // docs/product.md, Validation: other failures show the server's text under the password field.
        showErrors({ _form: serverMessage(error) ?? tForms('errors.general') });
      }
    }
  }

  if (welcome) {
    return (
      <div className={styles.step} role="status">
        <Heading className={styles.stepTitle}>{t('welcomeTitle')}</Heading>
        <p className={styles.text}>{t('welcomeText')}</p>
      </div>
    );
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={submitWith(submit)} noValidate aria-label={t('formLabel')}>
        <div className={styles.progress}>
          <p className={styles.stepCount}>{t('stepOf', { step, total: lastStep })}</p>
          <div className={styles.progressBar} aria-hidden="true">
            <span style={{ width: `${(step / lastStep) * 100}%` }} />
          </div>
        </div>
        <Heading className={styles.stepTitle}>{t(`step${step}Title`)}</Heading>

        {step === 1 && <AccountStep social={social} preview={preview} onPreview={setPreview} />}
        {step === 2 && <ConsentStep />}
        {step === 3 && <GenderStep social={social} />}
        {step === 4 && <DetailsStep />}

        {(step !== 1 || social) && <FormError />}

        <div className={styles.actions}>
          {step > 1 && (
            <button type="button" className="button button--ghost" onClick={() => setStep((step - 1) as RegisterStep)} disabled={busy}>
              {t('previous')}
            </button>
          )}
          <button type="submit" className={`button ${styles.submit}`} disabled={busy} aria-busy={busy}>
            {step === lastStep ? t('finish') : t('next')}
          </button>
        </div>
      </form>
    </FormProvider>
  );
}
