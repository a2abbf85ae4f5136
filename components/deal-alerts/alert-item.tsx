'use client';

/* eslint-disable @next/next/no-img-element -- the API's logos are SVGs it serves itself; next/image adds nothing for them. */
import { zodResolver } from '@hookform/resolvers/zod';
import { useLocale, useTranslations } from '#i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { TextField } from '@/components/forms/text-field';
import { serverMessage } from '@/components/forms/form-errors';
import { FieldError } from '@/components/forms/field-error';
import { useFocusFirstInvalid } from '@/components/forms/use-focus-first-invalid';
import fields from '@/components/forms/fields.module.css';
import { SearchIcon } from '@/components/icons/search';
import { alertPeriod, ALERT_PERIODS, type AlertPeriod, type DealAlert } from '@/lib/api/deal-alerts';
import type { AlertPatchInput as DealAlertPatch } from '@/lib/api/deal-alerts-schemas';
import { formatEuro } from '@/lib/format/price';
import type { Locale } from '@/lib/i18n/routing';
import { keywordLimitsSchema, type KeywordLimitsValues } from '@/lib/schemas/keyword-alert-limits';
import AlertTargetLink from './alert-target-link';
import { alertTitle } from './alert-title';
import styles from './deal-alerts-panels.module.css';

export type AlertItemProps = {
  alert: DealAlert;
  onPatch: (alert: DealAlert, patch: DealAlertPatch) => Promise<void>;
  onDelete: (alert: DealAlert) => Promise<void>;
};

/** One of the member's alerts: what it follows, its period, a keyword alert's limits, and delete (asked first). */
export default function AlertItem({ alert, onPatch, onDelete }: AlertItemProps) {
  const t = useTranslations('DealAlertsManager');
  const locale = useLocale();
  const tf = useTranslations('SubscriptionForm');
  const periodId = useId();
  const [confirming, setConfirming] = useState(false);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  // The period chosen last, shown while it is being saved (null: nothing being saved).
  const [wanted, setWanted] = useState<AlertPeriod | null>(null);
  // Controls stay enabled while busy (a disabled control drops the keyboard focus to the page):
  // a period chosen during a save waits here and goes out after it, so saves never cross.
  const saving = useRef(false);
  const queued = useRef<AlertPeriod | null>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const limitsButton = useRef<HTMLButtonElement>(null);
  const title = alertTitle(alert, (query) => t('queryTitle', { query }));

  async function changePeriod(period: AlertPeriod) {
    setWanted(period);
    queued.current = period;
    if (saving.current) return;
    saving.current = true;
    let saved = alertPeriod(alert);
    try {
      while (queued.current !== null) {
        const next = queued.current;
        queued.current = null;
        if (next === saved) continue;
        await onPatch(alert, { daily_email_notification: next === 'daily', weekly_email_notification: next === 'weekly' });
        saved = next;
      }
    } catch {
      // onPatch told the member (a toast); a choice made meanwhile is dropped and the select shows what is saved.
      queued.current = null;
    } finally {
      saving.current = false;
      setWanted(null);
    }
  }

  return (
    <li className={styles.alert}>
      <div className={styles.alertHead}>
        {alert.subscriable?.data.image_url ? (
          <img src={alert.subscriable.data.image_url} alt="" width={40} height={40} className={styles.alertLogo} />
        ) : (
          <span className={styles.alertLogo} aria-hidden="true">
            {alert.subscriable ? alert.subscriable.data.title.slice(0, 1) : <SearchIcon size={18} />}
          </span>
        )}
        <div className={styles.alertText}>
          <h3 className={styles.alertTitle}>{alert.subscriable ? <AlertTargetLink target={alert.subscriable} /> : title}</h3>
          <p className={styles.alertKind}>
            {t('kind', { type: alert.subscriable?.type ?? 'query' })}
            {alert.query && describeLimits(alert, t, locale)}
          </p>
        </div>
      </div>
      <div className={styles.alertControls}>
        <label htmlFor={periodId} className={styles.periodLabel}>
          {t('periodLabel', { title })}
        </label>
        <select
          id={periodId}
          className={`${fields.input} ${styles.periodSelect}`}
          value={wanted ?? alertPeriod(alert)}
          aria-busy={wanted !== null || undefined}
          aria-disabled={deleting || undefined}
          onChange={(event) => {
            if (!deleting) void changePeriod(event.target.value as AlertPeriod);
          }}
        >
          {ALERT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {tf(`period.${period}`)}
            </option>
          ))}
        </select>
        {alert.query !== null && (
          <button ref={limitsButton} type="button" className={styles.textButton} aria-expanded={editing} onClick={() => setEditing(!editing)}>
            {t('limits')}
          </button>
        )}
        {confirming ? (
          <span className={styles.confirm} role="group" aria-label={t('deleteQuestion', { title })}>
            <span aria-hidden="true">{t('deleteQuestion', { title })}</span>
            <button
              type="button"
              className={styles.danger}
              autoFocus
              aria-disabled={deleting || undefined}
              onClick={() => {
                if (deleting) return;
                setDeleting(true);
                void onDelete(alert).finally(() => setDeleting(false));
              }}
            >
              {t('deleteYes')}
            </button>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => {
                setConfirming(false);
                requestAnimationFrame(() => deleteButton.current?.focus());
              }}
            >
              {t('deleteNo')}
            </button>
          </span>
        ) : (
          <button ref={deleteButton} type="button" className={styles.textButton} aria-label={t('deleteLabel', { title })} onClick={() => setConfirming(true)}>
            {t('delete')}
          </button>
        )}
      </div>
      {editing && (
        <LimitsForm
          alert={alert}
          onSave={async (patch) => {
            await onPatch(alert, patch);
            // The form and its focused save button go away: the focus goes back to the button that opened it.
            limitsButton.current?.focus();
            setEditing(false);
          }}
        />
      )}
    </li>
  );
}

function describeLimits(alert: DealAlert, t: ReturnType<typeof useTranslations<'DealAlertsManager'>>, locale: Locale): string {
  const parts = [
    alert.excluded_words ? t('limitExcluded', { words: alert.excluded_words }) : null,
    alert.max_price !== null ? t('limitPrice', { price: formatEuro(alert.max_price, locale) }) : null,
    alert.min_temperature !== null ? t('limitTemperature', { temperature: alert.min_temperature }) : null,
  ].filter(Boolean);
  return parts.length > 0 ? ` · ${parts.join(' · ')}` : '';
}

function LimitsForm({ alert, onSave }: { alert: DealAlert; onSave: (patch: DealAlertPatch) => Promise<void> }) {
  const t = useTranslations('DealAlertsManager');
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<KeywordLimitsValues, unknown, DealAlertPatch>({
    defaultValues: {
      excluded_words: alert.excluded_words ?? '',
      // Written as the visitor would type it: a decimal comma in both languages.
      max_price: alert.max_price === null ? '' : String(alert.max_price).replace('.', ','),
      min_temperature: alert.min_temperature === null ? '' : String(alert.min_temperature),
    },
    resolver: zodResolver(keywordLimitsSchema),
  });
  const values = useWatch({ control: form.control });
  const errors = form.formState.errors;
  // A failed check sends the focus to the first field in error, once its message shows.
  const focusFirstError = useFocusFirstInvalid(errors, formRef);

  function submit(event: FormEvent<HTMLFormElement>) {
    // The save button stays enabled (and focused) while saving; a second submit meanwhile is ignored.
    if (form.formState.isSubmitting) {
      event.preventDefault();
      return;
    }
    void form.handleSubmit(
      async (patch) => {
        setFailure(null);
        try {
          await onSave(patch);
        } catch (error) {
          setFailure(serverMessage(error) ?? t('saveFailed'));
        }
      },
      focusFirstError,
    )(event);
  }

  const field = (name: keyof KeywordLimitsValues, inputMode: 'text' | 'decimal' | 'numeric') => (
    <TextField
      label={t(`limitsForm.${name}`)}
      name={name}
      inputMode={inputMode}
      value={values[name] ?? ''}
      onValue={(value) => {
        form.setValue(name, value);
        form.clearErrors(name);
      }}
      error={errors[name] ? t(`limitsForm.${name}Error`) : undefined}
      hint={t(`limitsForm.${name}Hint`)}
    />
  );

  return (
    <form ref={formRef} className={styles.limits} aria-label={t('limitsFormLabel', { query: alert.query ?? '' })} noValidate onSubmit={submit}>
      {field('excluded_words', 'text')}
      {field('max_price', 'decimal')}
      {field('min_temperature', 'numeric')}
      <FieldError message={failure ?? undefined} />
      <button type="submit" className="button" aria-disabled={form.formState.isSubmitting || undefined}>
        {t('limitsSave')}
      </button>
    </form>
  );
}
