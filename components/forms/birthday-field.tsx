'use client';

import { useLocale, useTranslations } from '#i18n';
import { useId, useMemo } from 'react';
import { useController, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { belgianToday } from '@/lib/dates/belgian-day';
import { BIRTHDAY_YEARS, MIN_AGE } from '@/lib/schemas/account-values';
import { FieldError } from './field-error';
import styles from './fields.module.css';

/** The form values a BirthdayField fills; `birthdayOf` turns them into the API's YYYY-MM-DD. */
export type BirthdayParts = { day: string; month: string; year: string };

/** YYYY-MM-DD once all three are chosen, '' otherwise (the schema then says it is required). */
export function birthdayOf(parts: BirthdayParts): string {
  if (!parts.year || !parts.month || !parts.day) return '';
  return `${parts.year}-${parts.month.padStart(2, '0')}-${parts.day.padStart(2, '0')}`;
}

/** The day, month and year of an API birthday (YYYY-MM-DD), as the selects hold them. */
export function birthdayParts(birthday: string | null | undefined): BirthdayParts {
  const [year = '', month = '', day = ''] = birthday?.split('-') ?? [];
  return { day: day ? String(Number(day)) : '', month: month ? String(Number(month)) : '', year };
}

/**
 * Day, month and year selects (years from the last 80, docs/product.md, Validation and Limits) bound to the form's
 * `day`, `month` and `year`; the schema's and the server's message lives under `birthday`.
 */
export function BirthdayField({ className }: { className?: string }) {
  const t = useTranslations('Forms');
  const locale = useLocale();
  const id = useId();
  const { clearErrors } = useFormContext();
  const error = useFormState({ name: 'birthday' }).errors.birthday?.message;
  const message = typeof error === 'string' ? error : undefined;
  const months = useMemo(() => {
    const format = new Intl.DateTimeFormat(locale === 'fr' ? 'fr-BE' : 'nl-BE', { month: 'long', timeZone: 'UTC' });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(Date.UTC(2000, index, 1))));
  }, [locale]);
  // The year in Belgium, as the schema's limits (lib/schemas/account.ts) count it.
  const thisYear = Number(belgianToday().slice(0, 4));
  const days = Array.from({ length: 31 }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }));
  const monthOptions = months.map((name, index) => ({ value: String(index + 1), label: name }));
  // From the youngest a member can be (MIN_AGE) back to the oldest year offered: a later year could never be valid.
  const years = Array.from({ length: BIRTHDAY_YEARS - MIN_AGE + 1 }, (_, index) => {
    const year = String(thisYear - MIN_AGE - index);
    return { value: year, label: year };
  });
  // A birthday saved before these limits keeps its year in view (the schema then says what is wrong),
  // rather than a select that looks empty while the form holds the year.
  const chosenYear: unknown = useWatch({ name: 'year' });
  if (typeof chosenYear === 'string' && /^\d{4}$/.test(chosenYear) && !years.some((option) => option.value === chosenYear)) {
    const option = { value: chosenYear, label: chosenYear };
    if (Number(chosenYear) > thisYear - MIN_AGE) years.unshift(option);
    else years.push(option);
  }
  const errorId = `${id}-error`;
  const select = { invalid: Boolean(message), describedBy: message ? errorId : undefined, onEdit: () => message && clearErrors('birthday') };
  return (
    <fieldset className={styles.fieldset} aria-describedby={select.describedBy}>
      <legend className={styles.label}>{t('birthday')}</legend>
      <div className={`${styles.birthday} ${className ?? ''}`}>
        <PartSelect name="day" label={t('day')} options={days} {...select} />
        <PartSelect name="month" label={t('month')} options={monthOptions} {...select} />
        <PartSelect name="year" label={t('year')} options={years} {...select} />
      </div>
      <FieldError id={errorId} message={message} />
    </fieldset>
  );
}

type PartSelectProps = {
  name: keyof BirthdayParts;
  label: string;
  options: { value: string; label: string }[];
  invalid: boolean;
  describedBy: string | undefined;
  onEdit: () => void;
};

function PartSelect({ name, label, options, invalid, describedBy, onEdit }: PartSelectProps) {
  const { field } = useController({ name });
  return (
    <select
      aria-label={label}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onChange={(event) => {
        field.onChange(event.target.value);
        onEdit();
      }}
      onBlur={field.onBlur}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={styles.input}
    >
      <option value="">{label}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
