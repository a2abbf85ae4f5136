'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import { useToasts, type Toast, type ToastType } from '@/lib/stores/toasts';
import ToastRegion from './toast-region';
import styles from './toaster.module.css';

const ICONS: Record<ToastType, string> = {
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-5m0-3h.01',
  warning: 'M12 8v5m0 3h.01',
  error: 'M15 9l-6 6m0-6 6 6',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useTranslations('Toasts');
  const [paused, setPaused] = useState(false);
  // Time left survives a pause (hover or focus), so reading a toast does not lose it.
  const remaining = useRef(toast.duration);
  const actionButton = useRef<HTMLButtonElement>(null);
  const focusAction = Boolean(toast.action?.focus);
  useEffect(() => {
    if (focusAction) actionButton.current?.focus();
  }, [focusAction]);

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(toast.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.duration, toast.id, onDismiss]);

  // The live region sits inside the list item: an <li> with a role of its own is no list item any more.
  return (
    <li>
      <div
        className={`${styles.toast} ${styles[toast.type]}`}
        role={toast.type === 'error' ? 'alert' : 'status'}
        aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        aria-atomic="true"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
      >
        <svg className={styles.icon} aria-hidden="true" width="22" height="22" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
          <circle cx="12" cy="12" r="10" strokeWidth="2" />
          <path d={ICONS[toast.type]} />
        </svg>
        <div className={styles.body}>
          <span className="visually-hidden">{t(toast.type)}: </span>
          <p className={styles.title}>{toast.title}</p>
          {toast.message && <p className={styles.message}>{toast.message}</p>}
        </div>
        {toast.action && (
          <button
            ref={actionButton}
            type="button"
            className={styles.action}
            onClick={() => {
              onDismiss(toast.id);
              toast.action?.run();
            }}
          >
            {toast.action.label}
          </button>
        )}
        <button type="button" className={styles.close} onClick={() => onDismiss(toast.id)} aria-label={t('dismiss')}>
          <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      </div>
    </li>
  );
}

/** Renders the toasts raised with `toast.success(…)` & co. (lib/stores/toasts). Mounted once, in the locale layout. */
export default function Toaster() {
  const toasts = useToasts((state) => state.toasts);
  const dismiss = useToasts((state) => state.dismiss);
  return (
    <ToastRegion>
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </ToastRegion>
  );
}
