'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from '#i18n';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { SubscriptionFields, useFocusFirstInvalid } from '@/components/engagement/subscription-fields';
import { FieldError } from '@/components/forms/field-error';
import { FORM_ERROR, FormError } from '@/components/forms/form-error';
import { serverMessage } from '@/components/forms/form-errors';
import { TextField } from '@/components/forms/text-field';
import fields from '@/components/forms/fields.module.css';
import formStyles from '@/components/engagement/subscription-form.module.css';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import type { AlertTargetType } from '@/lib/api/deal-alerts';
import { subscribeAsGuest } from '@/lib/api/deal-alert-guests';
import { ALERT_QUERY_MAX_LENGTH, guestAlertFormSchema, periodPayload, type GuestAlertFormValues } from '@/lib/schemas/deal-alert-subscription';
import styles from './deal-alerts-panels.module.css';

/** A popular category or store the guest can pick (the page lists them). */
export type GuestAlertTarget = { type: Extract<AlertTargetType, 'Category' | 'Store'>; id: number; title: string };

const DEFAULTS: GuestAlertFormValues = { target: '', query: '', email_channel: true, period: 'daily', email: '' };

/**
 * A guest's deal alert by e-mail on /deal-alerts: a popular category or store, or a keyword, then the
 * period and their address. The alert starts once they confirm from the mail (double opt-in).
 */
export default function GuestAlertForm({ targets }: { targets: readonly GuestAlertTarget[] }) {
  const t = useTranslations('DealAlertsManager');
  const tf = useTranslations('SubscriptionForm');
  const locale = useLocale();
  const headingId = useId();
  const targetId = useId();
  const [sent, setSent] = useState<{ email: string; what: string } | null>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<GuestAlertFormValues>({ defaultValues: DEFAULTS, resolver: zodResolver(guestAlertFormSchema), shouldFocusError: false });
  const [target, query] = useWatch({ control: form.control, name: ['target', 'query'] });
  const targetError = form.formState.errors.target?.message;
  const queryError = form.formState.errors.query?.message;

  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  useFocusFirstInvalid(formRef, form.formState.submitCount);

  // A guest sent here from a search ("or by e-mail, without an account"): the words are filled in and
  // the address, the one thing left to type, takes the focus. Read in the browser: the page is cached.
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('query')?.trim();
    if (!asked || asked.length > ALERT_QUERY_MAX_LENGTH) return;
    form.setValue('target', 'query');
    form.setValue('query', asked);
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLInputElement>('input[type="email"]')?.focus());
  }, [form]);

  function submit(event: FormEvent<HTMLFormElement>) {
    void form.handleSubmit(
      async (values) => {
        const picked = targets.find((option) => `${option.type}:${option.id}` === values.target);
        const what = picked?.title ?? t('queryTitle', { query: values.query });
        const common = { email: values.email, locale: locale === 'fr' ? ('fr' as const) : ('nl' as const), ...periodPayload(values.period) };
        try {
          const api = await loadBrowserApi();
          await subscribeAsGuest(api, picked ? { ...common, target: { type: picked.type, id: picked.id } } : { ...common, query: values.query });
          setSent({ email: values.email, what });
          form.reset(DEFAULTS);
        } catch (error) {
          form.setError(FORM_ERROR, { message: serverMessage(error) ?? tf('failed') });
        }
      },
    )(event);
  }

  const group = (type: GuestAlertTarget['type']) => targets.filter((option) => option.type === type);

  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('guestTitle')}
      </h2>
      <p className={styles.panelIntro}>{t('guestIntro')}</p>
      {sent ? (
        <div className={styles.sent}>
          <p ref={statusRef} role="status" tabIndex={-1}>
            {t('guestSent', { email: sent.email, what: sent.what })}
          </p>
          <button type="button" className={formStyles.cancel} onClick={() => setSent(null)}>
            {t('guestAnother')}
          </button>
        </div>
      ) : (
        <FormProvider {...form}>
          <form ref={formRef} className={formStyles.form} aria-labelledby={headingId} noValidate onSubmit={submit}>
            <div className={fields.field}>
              <label htmlFor={targetId} className={fields.label}>
                {t('targetLabel')}
              </label>
              <select
                id={targetId}
                className={fields.input}
                value={target}
                aria-invalid={targetError ? true : undefined}
                aria-describedby={targetError ? `${targetId}-error` : undefined}
                onChange={(event) => {
                  form.setValue('target', event.target.value);
                  form.clearErrors(['target', 'query']);
                }}
              >
                <option value="">{t('targetPlaceholder')}</option>
                <optgroup label={t('targetCategories')}>
                  {group('Category').map((option) => (
                    <option key={option.id} value={`Category:${option.id}`}>
                      {option.title}
                    </option>
                  ))}
                </optgroup>
                <optgroup label={t('targetStores')}>
                  {group('Store').map((option) => (
                    <option key={option.id} value={`Store:${option.id}`}>
                      {option.title}
                    </option>
                  ))}
                </optgroup>
                <option value="query">{t('targetQuery')}</option>
              </select>
              <FieldError id={`${targetId}-error`} message={targetError ? tf(`errors.${targetError}` as 'errors.target_required') : undefined} />
            </div>
            {target === 'query' && (
              <TextField
                label={t('queryLabel')}
                name="query"
                maxLength={ALERT_QUERY_MAX_LENGTH}
                value={query}
                onValue={(value) => {
                  form.setValue('query', value);
                  form.clearErrors('query');
                }}
                error={queryError ? tf(`errors.${queryError}` as 'errors.query_required') : undefined}
                hint={t('queryHint')}
              />
            )}
            <SubscriptionFields guest />
            <FormError />
            <div className={formStyles.buttons}>
              <button type="submit" className={`button ${formStyles.submit}`} disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
                {tf('submitGuest')}
              </button>
            </div>
          </form>
        </FormProvider>
      )}
    </section>
  );
}
