'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from '#i18n';
import { useEffect, useId } from 'react';
import { FormProvider, useController, type Resolver } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import { FormError } from '@/components/forms/form-error';
import { showServerFailure } from '@/components/forms/server-failure';
import { FormTextField } from '@/components/forms/text-field';
import { useAccountForm } from '@/components/forms/use-account-form';
import fieldStyles from '@/components/forms/fields.module.css';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { requestPrize, type PrizeRequestResult } from '@/lib/api/prizes';
import {
  PRIZE_COUNTRIES,
  PRIZE_REQUEST_ERROR_KEYS,
  prizeRequestSchema,
  type PrizeRequestErrorKey,
  type PrizeRequestPayload,
} from '@/lib/schemas/prize-request';
import styles from './prizes.module.css';

type Values = { full_name: string; street: string; house_number: string; postal_code: string; city: string; country: string };

const isErrorKey = (value: unknown): value is PrizeRequestErrorKey => (PRIZE_REQUEST_ERROR_KEYS as readonly unknown[]).includes(value);

/** The address of a prize request, checked by the route's own schema; its keys become this language's messages. */
function useTranslatedResolver(): Resolver<Values, unknown, PrizeRequestPayload> {
  const t = useTranslations('prizes.errors');
  const resolve = zodResolver(prizeRequestSchema) as unknown as Resolver<Values, unknown, PrizeRequestPayload>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const error of Object.values(result.errors)) {
      if (error && typeof error.message === 'string' && isErrorKey(error.message)) error.message = t(error.message);
    }
    return result;
  };
}

function CountryField({ label }: { label: string }) {
  const t = useTranslations('prizes.countries');
  const id = useId();
  const { field, fieldState } = useController({ name: 'country' });
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <select
        id={id}
        className={fieldStyles.input}
        value={typeof field.value === 'string' ? field.value : 'BE'}
        onChange={(event) => field.onChange(event.target.value)}
        onBlur={field.onBlur}
        name={field.name}
        aria-invalid={fieldState.error ? true : undefined}
        aria-describedby={fieldState.error ? `${id}-error` : undefined}
        autoComplete="country"
      >
        {PRIZE_COUNTRIES.map((country) => (
          <option key={country} value={country}>
            {t(country)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={fieldState.error?.message} />
    </div>
  );
}

/** The member's request: an address form (react-hook-form + the shared zod schema); the API's 422s land beside their fields. */
export default function PrizeRequestForm({
  prizeId,
  cost,
  initial,
  onDone,
}: {
  prizeId: number;
  cost: number;
  initial: Partial<Values>;
  onDone: (result: PrizeRequestResult) => void;
}) {
  const t = useTranslations('prizes');
  const { form, formRef, showErrors, submitWith } = useAccountForm<Values, PrizeRequestPayload>({
    defaultValues: { full_name: '', street: '', house_number: '', postal_code: '', city: '', country: 'BE', ...initial },
    resolver: useTranslatedResolver(),
  });
  const busy = form.formState.isSubmitting;
  // A failed check: react-hook-form calls onInvalid before it publishes the errors, so the focus
  // waits for the submit count, which arrives with them.
  const submitCount = form.formState.submitCount;
  useEffect(() => {
    if (submitCount > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [formRef, submitCount]);

  async function submit(payload: PrizeRequestPayload) {
    try {
      onDone(await requestPrize(await loadBrowserApi(), prizeId, payload));
    } catch (error) {
      showServerFailure(error, PRIZE_REQUEST_ERROR_KEYS, showErrors, { title: t('failedTitle'), general: t('general') });
    }
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} onSubmit={submitWith(submit)} noValidate aria-labelledby="prize-request-title">
        <p>{t('addressLead')}</p>
        <FormTextField label={t('fields.full_name')} name="full_name" autoComplete="name" required />
        <div className={styles.row}>
          <FormTextField label={t('fields.street')} name="street" autoComplete="address-line1" required />
          <FormTextField label={t('fields.house_number')} name="house_number" autoComplete="address-line2" required />
        </div>
        <div className={styles.row2}>
          <FormTextField label={t('fields.postal_code')} name="postal_code" autoComplete="postal-code" inputMode="text" required />
          <FormTextField label={t('fields.city')} name="city" autoComplete="address-level2" required />
        </div>
        <CountryField label={t('fields.country')} />
        <FormError />
        <button type="submit" className="button" disabled={busy} aria-busy={busy}>
          {busy ? t('sending') : t('submit', { points: cost })}
        </button>
      </form>
    </FormProvider>
  );
}
