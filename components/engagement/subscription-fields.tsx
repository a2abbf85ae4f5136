'use client';

import { useTranslations } from '#i18n';
import { useEffect, useId, type RefObject } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { TextField } from '@/components/forms/text-field';
import fields from '@/components/forms/fields.module.css';
import type { AlertPeriod } from '@/lib/api/deal-alerts';
import { EMAIL_MAX_LENGTH, type SubscriptionFormValues } from '@/lib/schemas/deal-alert-subscription';
import styles from './subscription-form.module.css';

/**
 * After each submit, moves the focus to the first control it marked invalid. An effect on the submit
 * count runs once the errors are on screen (react-hook-form sets both in one update).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, submitCount: number): void {
  useEffect(() => {
    if (submitCount > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
  }, [form, submitCount]);
}

/**
 * The channel, period and (guests) address of a deal alert, inside a react-hook-form form holding
 * SubscriptionFormValues (subscription-form.tsx, the guest form of /deal-alerts). The e-mail channel is
 * fixed on; unchecking it clears the period (the product's rule, docs/deal-alerts.md).
 */
export function SubscriptionFields({ guest }: { guest: boolean }) {
  const base = useId();
  const ids = { email_channel: `${base}-channel`, period: `${base}-period` };
  const t = useTranslations('SubscriptionForm');
  const { control, setValue, clearErrors, formState } = useFormContext<SubscriptionFormValues>();
  const [channel, period, email] = useWatch({ control, name: ['email_channel', 'period', 'email'] });
  const errors = formState.errors;
  const message = (key: string | undefined) => (key ? t(`errors.${key}` as 'errors.email_invalid') : undefined);
  const channelError = message(errors.email_channel?.message);
  const periodError = message(errors.period?.message);
  const emailError = message(errors.email?.message);
  const periods: AlertPeriod[] = guest ? ['daily', 'weekly'] : ['daily', 'weekly', 'none'];

  return (
    <>
      <fieldset className={fields.fieldset}>
        <legend className={fields.label}>{t('channelLegend')}</legend>
        <label className={fields.checkbox}>
          <input
            id={ids.email_channel}
            type="checkbox"
            checked={channel}
            aria-invalid={channelError ? true : undefined}
            aria-describedby={channelError ? `${ids.email_channel}-error` : undefined}
            onChange={(event) => {
              setValue('email_channel', event.target.checked);
              if (!event.target.checked) setValue('period', null);
              clearErrors(['email_channel', 'period']);
            }}
          />
          <span>{t('channelEmail')}</span>
        </label>
        <FieldError id={`${ids.email_channel}-error`} message={channelError} />
      </fieldset>
      <fieldset className={fields.fieldset} aria-describedby={periodError ? `${ids.period}-error` : undefined}>
        <legend className={fields.label}>{t('periodLegend')}</legend>
        <div className={styles.periods}>
          {periods.map((value, index) => (
            <label key={value} className={fields.choice}>
              <input
                id={index === 0 ? ids.period : undefined}
                type="radio"
                name={`${ids.period}-choice`}
                value={value}
                checked={period === value}
                data-invalid={periodError ? true : undefined}
                aria-describedby={periodError ? `${ids.period}-error` : undefined}
                onChange={() => {
                  setValue('period', value);
                  // Choosing a period turns the e-mail channel back on: it is the only channel.
                  setValue('email_channel', true);
                  clearErrors(['email_channel', 'period']);
                }}
              />
              <span>{t(`period.${value}`)}</span>
            </label>
          ))}
        </div>
        <FieldError id={`${ids.period}-error`} message={periodError} />
      </fieldset>
      {guest && (
        <TextField
          label={t('emailLabel')}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={EMAIL_MAX_LENGTH}
          value={email}
          onValue={(value) => {
            setValue('email', value);
            clearErrors('email');
          }}
          error={emailError}
          hint={t('emailHint')}
        />
      )}
    </>
  );
}
