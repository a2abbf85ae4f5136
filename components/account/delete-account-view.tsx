'use client';

import { useTranslations } from '#i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldError } from '@/components/forms/field-error';
import { serverMessage } from '@/components/forms/form-errors';
import { requestAccountDelete } from '@/lib/api/account';
import { loadBrowserApi } from '@/lib/api/browser-lazy';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { useSession } from '@/lib/stores/session';
import { toast } from '@/lib/stores/toasts';
import { useAccountPage } from './use-account-page';
import authStyles from '@/components/auth/auth.module.css';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from './account.module.css';

/** The API's answer when the account is gone (docs/product.md, API). */
const SUCCESS = 'Success';
const CONSEQUENCES = ['item1', 'item2', 'item3', 'item4'] as const;

/**
 * /delete-account: what deletion means, a confirmation, then POST /me/request-account-delete. On
 * `Success` the session ends on this device (the server already revoked every token) and the user
 * lands on the index in their own language (docs/product.md, Routes and API).
 */
export default function DeleteAccountView() {
  const t = useTranslations('DeleteAccount');
  const tForms = useTranslations('Forms');
  const [deleted, setDeleted] = useState(false);
  const user = useAccountPage('/delete-account');
  const clearLocal = useSession((state) => state.clearLocal);
  const router = useRouter();
  const [confirmed, setConfirmed] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const checkboxRef = useRef<HTMLInputElement>(null);
  const id = useId();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!user) return;
    if (!confirmed) {
      setError(t('confirmRequired'));
      checkboxRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const answer = await requestAccountDelete(await loadBrowserApi());
      if (answer.message !== SUCCESS) throw new Error(answer.message);
      setDeleted(true);
      const locale = user.locale;
      await clearLocal();
      toast.success(t('deletedTitle'), t('deleted'));
      router.replace('/', { locale });
    } catch (failure) {
      toast.error(t('failedTitle'), serverMessage(failure) ?? tForms('errors.general'));
      setBusy(false);
    }
  }

  return (
    <div className={styles.layout}>
      <section className={`${styles.card} ${styles.deleteCard}`} aria-labelledby="delete-account-title">
        <span className={styles.deleteIcon} aria-hidden="true">
          <svg width="32" height="32" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
            <path d="M3 6h18" />
            <path d="M8 6V4h8v2" />
            <path d="M19 6l-1 14H6L5 6" />
            <path d="M10 11v6M14 11v6" />
          </svg>
        </span>
        <h1 id="delete-account-title" className={styles.title}>
          {t('title')}
        </h1>
        <p className={styles.lead}>{t('lead')}</p>
        <h2 className={styles.cardTitle}>{t('whatTitle')}</h2>
        <ul className={styles.spacedList}>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
        <p className={styles.warning}>{t('warning')}</p>
        {user ? (
          <form className={authStyles.form} onSubmit={(event) => void submit(event)} noValidate aria-labelledby="delete-account-title">
            <div className={fieldStyles.field}>
              <div className={`${fieldStyles.checkbox} ${styles.confirm}`}>
                <input
                  ref={checkboxRef}
                  id={`${id}-confirm`}
                  name="confirm"
                  type="checkbox"
                  checked={confirmed}
                  onChange={(event) => {
                    setConfirmed(event.target.checked);
                    setError(undefined);
                  }}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${id}-error` : undefined}
                />
                <label htmlFor={`${id}-confirm`}>{t('confirm')}</label>
              </div>
              <FieldError id={`${id}-error`} message={error} />
            </div>
            <div className={styles.deleteActions}>
              <Link href="/settings" className="button button--ghost">
                {t('cancel')}
              </Link>
              <button type="submit" className={`button ${styles.dangerButton}`} disabled={busy || deleted} aria-busy={busy}>
                {t('submit')}
              </button>
            </div>
          </form>
        ) : (
          !deleted && (
            <p className={styles.loading} role="status">
              <span className={styles.spinner} aria-hidden="true" />
              {t('loading')}
            </p>
          )
        )}
      </section>
    </div>
  );
}
