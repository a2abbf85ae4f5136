'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslations } from '#i18n';
import { useEffect, useRef, type FormEvent } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { serverMessage } from '@/components/forms/form-errors';
import { FORM_ERROR, FormError } from '@/components/forms/form-error';
import type { AlertPeriod } from '@/lib/api/deal-alerts';
import { subscriptionFormSchema, type SubscriptionFormValues } from '@/lib/schemas/deal-alert-subscription';
import { SubscriptionFields, useFocusFirstInvalid } from './subscription-fields';
import styles from './subscription-form.module.css';

export type SubscriptionFormProps = {
  guest: boolean;
  /** What the alert follows, for the form's accessible name. */
  name: string;
  initial: { period: AlertPeriod | null; email: string };
  /** Makes or changes the alert; a rejection shows the API's message in the form. */
  onSubmit: (values: { period: AlertPeriod; email: string }) => Promise<void>;
  onCancel: () => void;
  /** Guests: log in instead (the member's form follows). */
  onLogin?: () => void;
};

/**
 * The subscription box's form (loaded on the first click, so entity pages do not carry it in their first
 * load): e-mail channel, period and a guest's address, checked with the shared schema.
 */
export default function SubscriptionForm({ guest, name, initial, onSubmit, onCancel, onLogin }: SubscriptionFormProps) {
  const t = useTranslations('SubscriptionForm');
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SubscriptionFormValues>({
    defaultValues: { email_channel: true, period: initial.period, email: initial.email },
    resolver: zodResolver(subscriptionFormSchema({ guest })),
    shouldFocusError: false,
  });

  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, []);

  useFocusFirstInvalid(formRef, form.formState.submitCount);

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(async (values) => {
      try {
        // The schema guarantees a period here.
        await onSubmit({ period: values.period ?? 'none', email: values.email.trim() });
      } catch (error) {
        form.setError(FORM_ERROR, { message: serverMessage(error) ?? t('failed') });
      }
    })(event);
  }

  return (
    <FormProvider {...form}>
      <form ref={formRef} className={styles.form} aria-label={t('formLabel', { name })} noValidate onSubmit={submit}>
        <SubscriptionFields guest={guest} />
        <FormError />
        <div className={styles.buttons}>
          <button type="submit" className={`button ${styles.submit}`} aria-busy={form.formState.isSubmitting || undefined} disabled={form.formState.isSubmitting}>
            {guest ? t('submitGuest') : t('submit')}
          </button>
          <button type="button" className={styles.cancel} onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
        {onLogin && (
          <button type="button" className={styles.login} onClick={onLogin}>
            {t('login')}
          </button>
        )}
      </form>
    </FormProvider>
  );
}
