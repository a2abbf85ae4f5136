'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { register, registerSocial, registerStep, uploadRegisterImage, type RegisterStep } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { isApiError } from '@/lib/api/errors';
import { referralPayload, rememberRegistered } from '@/lib/auth/referral';
import { CMS_PAGE_SLUGS } from '@/lib/i18n/cms-pages';
import { localizedPath } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/routing';
import { AVATAR_EXTENSIONS, BIRTHDAY_YEARS, isPrivateRelayEmail, PASSWORD_MIN_LENGTH, type RegistrationProvider } from '@/lib/schemas/account';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { useAuthFlow } from './auth-flow-store';
import { isFieldValidation, serverFieldErrors, zodFieldErrors, type FormErrors } from './form-errors';
import { CheckboxField, FieldError, TextField } from './form-fields';
import { serverMessage } from './login-errors';
import { useAccountSchemas } from './use-account-schemas';
import styles from './auth.module.css';

/** docs/product.md, Limits: a social sign-up stores its token after 1.5 s (the success message shows meanwhile). */
export const SOCIAL_SIGNUP_TOKEN_DELAY_MS = 1500;

/** Which step shows each field, so a final 422 can send the visitor back to it. */
const FIELD_STEP: Record<string, RegisterStep> = {
  email: 1,
  fname: 1,
  lname: 1,
  password: 1,
  password_confirmation: 1,
  avatar: 1,
  is_subscribed: 2,
  terms: 2,
  policy: 2,
  gender: 3,
  birthday: 4,
  postal_code: 4,
};

export type RegisterValues = {
  email: string;
  fname: string;
  lname: string;
  password: string;
  password_confirmation: string;
  avatar: string | null;
  is_subscribed: boolean;
  terms: boolean;
  gender: '' | '0' | '1';
  day: string;
  month: string;
  year: string;
  postal_code: string;
};

const EMPTY: RegisterValues = {
  email: '',
  fname: '',
  lname: '',
  password: '',
  password_confirmation: '',
  avatar: null,
  is_subscribed: false,
  terms: false,
  gender: '',
  day: '',
  month: '',
  year: '',
  postal_code: '',
};

export type RegisterFlowProps = {
  /** E-mail sign-up done (or a social one whose typed address needs the mail): show the registered state. */
  onRegistered: () => void;
  /** Social sign-up with the provider's own address: the session holds the new user. */
  onLoggedIn: () => void;
  headingLevel?: 2 | 3;
};

function birthdayOf(values: RegisterValues): string {
  if (!values.year || !values.month || !values.day) return '';
  return `${values.year}-${values.month.padStart(2, '0')}-${values.day.padStart(2, '0')}`;
}

/**
 * Callers key it by the social sign-up (`key={social?.cacheId}`) so a new prefill starts afresh.
 *
 * The registration (docs/product.md, Behaviour and Validation): e-mail sign-up in steps 1–3 then POST /register;
 * social sign-up (prefilled from the check call) in steps 1–4 then POST /register/social/{provider}.
 * Each step is checked locally with the shared schema, then by the server.
 */
export default function RegisterFlow({ onRegistered, onLoggedIn, headingLevel = 2 }: RegisterFlowProps) {
  const t = useTranslations('Register');
  const schemas = useAccountSchemas();
  const social = useAuthFlow((state) => state.social);
  const setSocial = useAuthFlow((state) => state.setSocial);
  const setVerification = useAuthFlow((state) => state.setVerification);
  const completeLogin = useSession((state) => state.completeLogin);
  const provider: RegistrationProvider = social?.provider ?? 'email';
  const lastStep: RegisterStep = social ? 4 : 3;
  const [step, setStep] = useState<RegisterStep>(1);
  const [values, setValues] = useState<RegisterValues>(() =>
    social ? { ...EMPTY, email: social.email ?? '', fname: social.fname, lname: social.lname } : EMPTY,
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [welcome, setWelcome] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The provider's own address is fixed; a typed one (or the e-mail of step 1) is locked on step 3.
  const emailFromProvider = Boolean(social?.email);

  const set = <K extends keyof RegisterValues>(key: K) => (value: RegisterValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(key in current)) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  };

  function stepPayload(which: RegisterStep) {
    switch (which) {
      case 1:
        return social
          ? { provider, email: values.email, fname: values.fname, lname: values.lname, avatar: values.avatar }
          : {
              provider,
              email: values.email,
              fname: values.fname,
              lname: values.lname,
              password: values.password,
              password_confirmation: values.password_confirmation,
              avatar: values.avatar,
            };
      case 2:
        return { is_subscribed: values.is_subscribed, terms: values.terms };
      case 3: {
        const relay = isPrivateRelayEmail(values.email);
        return { email: values.email, gender: values.gender, ...(relay ? { fname: values.fname, lname: values.lname } : {}) };
      }
      case 4:
        return { birthday: birthdayOf(values), postal_code: values.postal_code };
    }
  }

  function localErrors(which: RegisterStep): FormErrors | null {
    const schema = which === 1 ? schemas.step1 : which === 2 ? schemas.step2 : which === 3 ? schemas.step3 : schemas.step4;
    const parsed = schema.safeParse(stepPayload(which));
    return parsed.success ? null : zodFieldErrors(parsed.error);
  }

  function showServerFailure(error: unknown, which: RegisterStep) {
    if (isFieldValidation(error)) {
      const fieldErrors = serverFieldErrors(error);
      const back = Math.min(...Object.keys(fieldErrors).map((field) => FIELD_STEP[field] ?? which)) as RegisterStep;
      if (back < which) setStep(back);
      const other = Object.entries(fieldErrors).filter(([field]) => !(field in FIELD_STEP));
      setErrors({ ...fieldErrors, ...(other.length > 0 ? { _form: other.map(([, message]) => message).join(' ') } : {}) });
      return;
    }
    // docs/product.md, Validation: other failures show the server's text under the password field.
    setErrors({ _form: serverMessage(error) ?? t('errors.general') });
  }

  async function finish() {
    const api = getBrowserApi();
    const common = {
      ...referralPayload(),
      is_subscribed: values.is_subscribed,
      terms: values.terms,
      // Step 3 checked it is one of these before the final call.
      gender: values.gender as '0' | '1',
      avatar: values.avatar,
    };
    if (!social) {
      await register(api, {
        ...common,
        provider: 'email',
        email: values.email,
        fname: values.fname,
        lname: values.lname,
        password: values.password,
        password_confirmation: values.password_confirmation,
      });
      rememberRegistered(values.email.trim().toLowerCase());
      setVerification({ email: values.email.trim().toLowerCase(), password: values.password });
      onRegistered();
      return;
    }
    const token: unknown = await registerSocial(api, social.provider, {
      ...common,
      cache_id: social.cacheId,
      email: values.email,
      fname: values.fname,
      lname: values.lname,
      birthday: birthdayOf(values),
      postal_code: values.postal_code,
    });
    rememberRegistered(values.email.trim().toLowerCase());
    setSocial(null);
    if (typeof token !== 'string') {
      // A typed address (the provider gave none) still needs the verification mail.
      setVerification({ email: values.email.trim().toLowerCase() });
      onRegistered();
      return;
    }
    setWelcome(true);
    await new Promise((resolve) => setTimeout(resolve, SOCIAL_SIGNUP_TOKEN_DELAY_MS));
    await completeLogin(token);
    onLoggedIn();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const local = localErrors(step);
    if (local) {
      setErrors(local);
      focusFirstError();
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await registerStep(getBrowserApi(), step, stepPayload(step) as never);
      if (step < lastStep) {
        setStep((step + 1) as RegisterStep);
      } else {
        await finish();
      }
    } catch (error) {
      showServerFailure(error, step);
      focusFirstError();
    } finally {
      setBusy(false);
    }
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  }

  if (welcome) {
    return (
      <div className={styles.step} role="status">
        <Heading className={styles.stepTitle}>{t('welcomeTitle')}</Heading>
        <p className={styles.text}>{t('welcomeText')}</p>
      </div>
    );
  }

  const relay = isPrivateRelayEmail(values.email);
  return (
    <form ref={formRef} className={styles.form} onSubmit={(event) => void submit(event)} noValidate aria-label={t('formLabel')}>
      <div className={styles.progress}>
        <p className={styles.stepCount}>{t('stepOf', { step, total: lastStep })}</p>
        <div className={styles.progressBar} aria-hidden="true">
          <span style={{ width: `${(step / lastStep) * 100}%` }} />
        </div>
      </div>
      <Heading className={styles.stepTitle}>{t(`step${step}Title`)}</Heading>

      {step === 1 && (
        <>
          {social && <p className={styles.text}>{t('socialIntro', { provider: providerName(social.provider) })}</p>}
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onValue={set('email')}
            error={errors.email}
            readOnly={emailFromProvider}
            required
          />
          <div className={styles.row}>
            <TextField label={t('fname')} name="fname" autoComplete="given-name" value={values.fname} onValue={set('fname')} error={errors.fname} required />
            <TextField label={t('lname')} name="lname" autoComplete="family-name" value={values.lname} onValue={set('lname')} error={errors.lname} required />
          </div>
          {!social && (
            <>
              <TextField
                label={t('password')}
                name="password"
                type="password"
                autoComplete="new-password"
                value={values.password}
                onValue={set('password')}
                error={errors.password}
                hint={t('passwordHint', { min: PASSWORD_MIN_LENGTH })}
                required
              />
              <TextField
                label={t('passwordConfirmation')}
                name="password_confirmation"
                type="password"
                autoComplete="new-password"
                value={values.password_confirmation}
                onValue={set('password_confirmation')}
                error={errors.password_confirmation}
                required
              />
              <FieldError message={errors._form} />
            </>
          )}
          <AvatarField value={values.avatar} onValue={set('avatar')} error={errors.avatar} />
        </>
      )}

      {step === 2 && (
        <>
          <CheckboxField name="is_subscribed" checked={values.is_subscribed} onChecked={set('is_subscribed')} error={errors.is_subscribed}>
            {t('newsletter')}
          </CheckboxField>
          <CheckboxField name="terms" checked={values.terms} onChecked={set('terms')} error={errors.terms}>
            <TermsLabel />
          </CheckboxField>
        </>
      )}

      {step === 3 && (
        <>
          <TextField
            label={t('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onValue={set('email')}
            error={errors.email}
            readOnly={emailFromProvider || !social}
            required
          />
          {relay && (
            <div className={styles.row}>
              <TextField label={t('fname')} name="fname" autoComplete="given-name" value={values.fname} onValue={set('fname')} error={errors.fname} required />
              <TextField label={t('lname')} name="lname" autoComplete="family-name" value={values.lname} onValue={set('lname')} error={errors.lname} required />
            </div>
          )}
          <GenderField value={values.gender} onValue={set('gender')} error={errors.gender} />
        </>
      )}

      {step === 4 && (
        <>
          <BirthdayField values={values} onDay={set('day')} onMonth={set('month')} onYear={set('year')} error={errors.birthday} />
          <TextField
            label={t('postalCode')}
            name="postal_code"
            autoComplete="postal-code"
            inputMode="numeric"
            maxLength={4}
            value={values.postal_code}
            onValue={set('postal_code')}
            error={errors.postal_code}
            required
          />
        </>
      )}

      {(step !== 1 || social) && <FieldError message={errors._form} />}

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
  );
}

function providerName(provider: RegistrationProvider): string {
  return { email: 'e-mail', google: 'Google', facebook: 'Facebook', apple: 'Apple' }[provider];
}

function TermsLabel() {
  const t = useTranslations('Register');
  const locale = useLocale() as Locale;
  const link = (key: 'terms' | 'privacyPolicy') => localizedPath('/[page]', locale, { page: CMS_PAGE_SLUGS[key][locale] });
  return (
    <>
      {t.rich('terms', {
        terms: (chunks: ReactNode) => (
          <a href={link('terms')} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
        privacy: (chunks: ReactNode) => (
          <a href={link('privacyPolicy')} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
      })}
    </>
  );
}

function GenderField({ value, onValue, error }: { value: string; onValue: (value: '' | '0' | '1') => void; error: string | undefined }) {
  const t = useTranslations('Register');
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t('gender')}</legend>
      <div className={styles.choices}>
        {(['1', '0'] as const).map((option) => (
          <label key={option} className={styles.choice}>
            <input type="radio" name="gender" value={option} checked={value === option} onChange={() => onValue(option)} />
            {option === '1' ? t('male') : t('female')}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

type BirthdayProps = {
  values: RegisterValues;
  onDay: (value: string) => void;
  onMonth: (value: string) => void;
  onYear: (value: string) => void;
  error: string | undefined;
};

function BirthdayField({ values, onDay, onMonth, onYear, error }: BirthdayProps) {
  const t = useTranslations('Register');
  const locale = useLocale();
  const id = useId();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [locale]);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: BIRTHDAY_YEARS + 1 }, (_, index) => thisYear - index);
  const invalid = error ? true : undefined;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={styles.label}>{t('birthday')}</legend>
      <div className={styles.birthday}>
        <select aria-label={t('day')} value={values.day} onChange={(event: ChangeEvent<HTMLSelectElement>) => onDay(event.target.value)} aria-invalid={invalid} className={styles.input}>
          <option value="">{t('day')}</option>
          {Array.from({ length: 31 }, (_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
        <select aria-label={t('month')} value={values.month} onChange={(event) => onMonth(event.target.value)} aria-invalid={invalid} className={styles.input}>
          <option value="">{t('month')}</option>
          {months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={t('year')} value={values.year} onChange={(event) => onYear(event.target.value)} aria-invalid={invalid} className={styles.input}>
          <option value="">{t('year')}</option>
          {years.map((year) => (
            <option key={year} value={String(year)}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}

const ACCEPT = AVATAR_EXTENSIONS.map((extension) => `.${extension}`).join(',') + ',image/png,image/jpeg';

function AvatarField({ value, onValue, error }: { value: string | null; onValue: (value: string | null) => void; error: string | undefined }) {
  const t = useTranslations('Register');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => () => {
    if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
  }, [preview]);

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
    if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
      toast.error(t('errors.avatarTitle'), t('errors.avatarType'));
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadRegisterImage(getBrowserApi(), file, file.name);
      setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : uploaded.url);
      onValue(uploaded.file);
    } catch (uploadError) {
      // docs/product.md, Errors: the first errors.file message, or a general one.
      const message = isApiError(uploadError) ? uploadError.fieldError('file') : undefined;
      toast.error(t('errors.avatarTitle'), message ?? t('errors.avatarGeneral'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.field}>
      <span className={styles.label} id={`${id}-label`}>
        {t('avatar')}
      </span>
      <div className={styles.avatarRow}>
        <span className={styles.avatarPreview} aria-hidden="true">
          {/* eslint-disable-next-line @next/next/no-img-element -- a local blob preview, not an optimisable asset */}
          {preview && value ? <img src={preview} alt="" width={64} height={64} /> : <span>?</span>}
        </span>
        <label className={`button button--ghost ${styles.fileButton}`} aria-busy={busy}>
          {value ? t('avatarChange') : t('avatarChoose')}
          <input type="file" accept={ACCEPT} onChange={(event) => void choose(event)} className="visually-hidden" aria-describedby={`${id}-hint`} disabled={busy} />
        </label>
        {value && (
          <button type="button" className={styles.linkButton} onClick={() => onValue(null)}>
            {t('avatarRemove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('avatarHint')}
      </p>
      <FieldError message={error} />
    </div>
  );
}
