'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { zodFieldErrors, type FormErrors } from '@/components/auth/form-errors';
import { FieldError, TextField } from '@/components/auth/form-fields';
import { useAccountSchemas } from '@/components/auth/use-account-schemas';
import { updateMe, type AccountUser, type ProfilePayload } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { BIRTHDAY_YEARS } from '@/lib/schemas/account';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import AvatarPicker from './avatar-picker';
import { focusFirstError, showFormFailure } from './form-failure';
import authStyles from '@/components/auth/auth.module.css';
import styles from './account.module.css';

export type ProfileValues = {
  fname: string;
  lname: string;
  gender: '' | '0' | '1';
  day: string;
  month: string;
  year: string;
  postal_code: string;
  avatar: string | null;
};

const FIELDS = ['fname', 'lname', 'gender', 'birthday', 'postal_code', 'avatar'] as const;

export function profileValues(user: AccountUser): ProfileValues {
  const [year = '', month = '', day = ''] = user.birthday?.split('-') ?? [];
  return {
    fname: user.fname,
    lname: user.lname,
    gender: user.gender === null ? '' : (String(user.gender) as '0' | '1'),
    day: day ? String(Number(day)) : '',
    month: month ? String(Number(month)) : '',
    year,
    postal_code: user.postal_code ?? '',
    avatar: user.avatar,
  };
}

/** YYYY-MM-DD, null when all three are empty; a half-filled date stays invalid so the schema says so. */
function birthdayOf(values: ProfileValues): string | null {
  if (!values.day && !values.month && !values.year) return null;
  return `${values.year || '0000'}-${(values.month || '0').padStart(2, '0')}-${(values.day || '0').padStart(2, '0')}`;
}

/** PUT /me takes only what changed (docs/product.md, API). */
export function profileChanges(values: ProfileValues, saved: ProfileValues): ProfilePayload {
  const changes: ProfilePayload = {};
  if (values.fname !== saved.fname) changes.fname = values.fname;
  if (values.lname !== saved.lname) changes.lname = values.lname;
  if (values.gender !== saved.gender) changes.gender = values.gender === '' ? null : values.gender;
  const birthday = birthdayOf(values);
  if (birthday !== birthdayOf(saved)) changes.birthday = birthday;
  if (values.postal_code.trim() !== saved.postal_code) changes.postal_code = values.postal_code.trim() || null;
  if (values.avatar !== saved.avatar) changes.avatar = values.avatar;
  return changes;
}

/** Settings → profile: picture, names, gender, birthday and postal code. */
export default function ProfileForm({ user }: { user: AccountUser }) {
  const t = useTranslations('Settings');
  const schemas = useAccountSchemas();
  const setUser = useSession((state) => state.setUser);
  const [saved, setSaved] = useState(() => profileValues(user));
  const [values, setValues] = useState(saved);
  const [preview, setPreview] = useState<string | null>(user.avatar_url);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const set = <K extends keyof ProfileValues>(key: K, errorKey: string = key) => (value: ProfileValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setErrors((current) => {
      if (!(errorKey in current)) return current;
      const next = { ...current };
      delete next[errorKey];
      return next;
    });
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const changes = profileChanges(values, saved);
    const parsed = schemas.profile.safeParse(changes);
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      focusFirstError(formRef.current);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      if (Object.keys(changes).length > 0) {
        const updated = await updateMe(await loadBrowserApi(), changes);
        setUser(updated);
        const next = profileValues(updated);
        setSaved(next);
        setValues(next);
        if (!changes.avatar) setPreview(updated.avatar_url);
      }
      toast.success(t('savedTitle'), t('profile.saved'));
    } catch (error) {
      showFormFailure(error, FIELDS, setErrors, { title: t('errors.title'), general: t('errors.general') });
      focusFirstError(formRef.current);
    } finally {
      setBusy(false);
    }
  }

  const initials = `${values.fname.charAt(0)}${values.lname.charAt(0)}`.toUpperCase();
  return (
    <section className={styles.card} aria-labelledby="settings-profile">
      <h2 id="settings-profile" className={styles.cardTitle}>
        {t('profile.title')}
      </h2>
      <form ref={formRef} className={authStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="settings-profile">
        <AvatarPicker
          value={values.avatar}
          preview={preview}
          initials={initials}
          onChange={(avatar, nextPreview) => {
            set('avatar')(avatar);
            setPreview(nextPreview);
          }}
          error={errors.avatar}
        />
        <TextField label={t('profile.email')} name="email" type="email" value={user.email} onValue={() => undefined} readOnly hint={t('profile.emailHint')} />
        <div className={authStyles.row}>
          <TextField label={t('profile.fname')} name="fname" autoComplete="given-name" value={values.fname} onValue={set('fname')} error={errors.fname} required />
          <TextField label={t('profile.lname')} name="lname" autoComplete="family-name" value={values.lname} onValue={set('lname')} error={errors.lname} required />
        </div>
        <GenderField value={values.gender} onValue={set('gender')} error={errors.gender} />
        <BirthdayField values={values} onDay={set('day', 'birthday')} onMonth={set('month', 'birthday')} onYear={set('year', 'birthday')} error={errors.birthday} />
        <TextField
          label={t('profile.postalCode')}
          name="postal_code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={4}
          value={values.postal_code}
          onValue={set('postal_code')}
          error={errors.postal_code}
          className={styles.short}
        />
        <div className={styles.actions}>
          <button type="submit" className="button" disabled={busy} aria-busy={busy}>
            {t('profile.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}

function GenderField({ value, onValue, error }: { value: string; onValue: (value: '' | '0' | '1') => void; error: string | undefined }) {
  const t = useTranslations('Settings.profile');
  const id = useId();
  return (
    <fieldset className={authStyles.fieldset} aria-describedby={error ? `${id}-error` : undefined}>
      <legend className={authStyles.label}>{t('gender')}</legend>
      <div className={authStyles.choices}>
        {(['1', '0'] as const).map((option) => (
          <label key={option} className={authStyles.choice}>
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
  values: ProfileValues;
  onDay: (value: string) => void;
  onMonth: (value: string) => void;
  onYear: (value: string) => void;
  error: string | undefined;
};

/** Day, month and year from the last 80 years (docs/product.md, Validation and Limits). */
function BirthdayField({ values, onDay, onMonth, onYear, error }: BirthdayProps) {
  const t = useTranslations('Settings.profile');
  const locale = useLocale();
  const id = useId();
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [locale]);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: BIRTHDAY_YEARS + 1 }, (_, index) => thisYear - index);
  const invalid = error ? true : undefined;
  const describedBy = error ? `${id}-error` : undefined;
  return (
    <fieldset className={authStyles.fieldset} aria-describedby={describedBy}>
      <legend className={authStyles.label}>{t('birthday')}</legend>
      <div className={`${authStyles.birthday} ${styles.birthday}`}>
        <select aria-label={t('day')} name="day" value={values.day} onChange={(event) => onDay(event.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={authStyles.input}>
          <option value="">{t('day')}</option>
          {Array.from({ length: 31 }, (_, index) => (
            <option key={index + 1} value={String(index + 1)}>
              {index + 1}
            </option>
          ))}
        </select>
        <select aria-label={t('month')} name="month" value={values.month} onChange={(event) => onMonth(event.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={authStyles.input}>
          <option value="">{t('month')}</option>
          {months.map((name, index) => (
            <option key={name} value={String(index + 1)}>
              {name}
            </option>
          ))}
        </select>
        <select aria-label={t('year')} name="year" value={values.year} onChange={(event) => onYear(event.target.value)} aria-invalid={invalid} aria-describedby={describedBy} className={authStyles.input}>
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
