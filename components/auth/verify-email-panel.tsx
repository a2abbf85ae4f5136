'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { isVerified, resendVerification } from '@/lib/api/account';
import { getBrowserApi } from '@/lib/api/browser';
import { toast } from '@/lib/stores/toasts';
import type { PendingVerification } from './auth-flow-store';
import { serverMessage } from '@/components/forms/form-errors';
import styles from './auth.module.css';

/** docs/product.md, Behaviour: the status check starts after 5 s and repeats every 3 s; resend cools down for 60 s. */
export const VERIFY_POLL_DELAY_MS = 5000;
export const VERIFY_POLL_INTERVAL_MS = 3000;
export const RESEND_COOLDOWN_S = 60;

export type VerifyEmailPanelProps = { verification: PendingVerification; onVerified: () => void };

/**
 * Waits for the address to be confirmed (only someone holding the password can ask, so without it
 * there is no polling) and offers to send the mail again.
 */
export default function VerifyEmailPanel({ verification, onVerified }: VerifyEmailPanelProps) {
  const t = useTranslations('VerifyEmail');
  const [cooldown, setCooldown] = useState(0);
  const [sending, setSending] = useState(false);
  const onVerifiedRef = useRef(onVerified);
  useEffect(() => {
    onVerifiedRef.current = onVerified;
  }, [onVerified]);

  useEffect(() => {
    const { email, password } = verification;
    if (!password) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const check = async () => {
      try {
        if (await isVerified(getBrowserApi(), { email, password })) {
          stopped = true;
          onVerifiedRef.current();
          return;
        }
      } catch {
        // A failed check is retried on the next tick.
      }
      if (!stopped) timer = setTimeout(() => void check(), VERIFY_POLL_INTERVAL_MS);
    };
    timer = setTimeout(() => void check(), VERIFY_POLL_DELAY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [verification]);

  useEffect(() => {
    if (cooldown <= 0) return;
    const timer = setTimeout(() => setCooldown((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [cooldown]);

  async function resend() {
    setSending(true);
    try {
      const answer = await resendVerification(getBrowserApi(), { email: verification.email });
      toast.success(t('resentTitle'), answer.message);
      setCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      toast.error(t('resendFailedTitle'), serverMessage(error) ?? t('resendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.verify}>
      <p className={styles.text}>{t.rich('text', { email: verification.email, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      {verification.password && (
        <p className={styles.waiting} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {t('waiting')}
        </p>
      )}
      <button type="button" className="button button--ghost" onClick={() => void resend()} disabled={cooldown > 0 || sending} aria-busy={sending}>
        {cooldown > 0 ? t('resendIn', { seconds: cooldown }) : t('resend')}
      </button>
    </div>
  );
}
