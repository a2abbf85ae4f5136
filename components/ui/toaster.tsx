'use client';

import { useTranslations } from '#i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useToasts, type Toast, type ToastType } from '@/lib/stores/toasts';
import { TABBABLE } from '@/components/dialogs/tabbable';
import { focusedLast, isShown } from './focus-handover';
import ToastRegion from './toast-region';
import styles from './toaster.module.css';

const ICONS: Record<ToastType, string> = {
  success: 'M20 6 9 17l-5-5',
  info: 'M12 16v-5m0-3h.01',
  warning: 'M12 8v5m0 3h.01',
  error: 'M15 9l-6 6m0-6 6 6',
};

/**
 * Where the focus goes when a toast that holds it closes: back where it was before the toast took it;
 * if that is gone or hidden (the hidden card's button), to the first control shown after it in the
 * page's content, else to the content itself (`#main`, the skip link's target), never to <body>.
 */
function focusBack(from: Element | null): void {
  if (from instanceof HTMLElement && isShown(from)) return from.focus();
  const main = document.getElementById('main');
  const next =
    from?.isConnected && main
      ? Array.from(main.querySelectorAll<HTMLElement>(TABBABLE)).find(
          (element) => from.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING && isShown(element),
        )
      : undefined;
  // The content as a whole is no place to scroll to: the page stays where it is.
  if (next) next.focus();
  else main?.focus({ preventScroll: true });
}

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss: (id: number) => void }) {
  const t = useTranslations('Toasts');
  const [paused, setPaused] = useState(false);
  // Time left survives a pause (hover or focus), so reading a toast does not lose it.
  const remaining = useRef(toast.duration);
  const actionButton = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  // What had the focus before it came into the toast (moved there for an action, or tabbed to).
  const returnTo = useRef<Element | null>(null);
  const focusAction = Boolean(toast.action?.focus);
  useEffect(() => {
    if (focusAction) actionButton.current?.focus();
  }, [focusAction]);

  // Closing while the toast holds the focus gives it back first, so the keyboard keeps its place.
  const close = useCallback(() => {
    if (root.current?.contains(document.activeElement)) focusBack(returnTo.current);
    onDismiss(toast.id);
  }, [onDismiss, toast.id]);

  useEffect(() => {
    if (paused || toast.duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(close, remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - started;
    };
  }, [paused, toast.duration, close]);

  // The live region sits inside the list item: an <li> with a role of its own is no list item any more.
  return (
    <li>
      <div
        className={`${styles.toast} ${styles[toast.type]} ${toast.action ? styles.withAction : ''}`}
        role={toast.type === 'error' ? 'alert' : 'status'}
        aria-live={toast.type === 'error' ? 'assertive' : 'polite'}
        aria-atomic="true"
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        ref={root}
        onFocus={(event) => {
          setPaused(true);
          // From <body> (no related target): the control the focus was on before it went, when focus is
          // tracked (a hidden card's button lost it before the first toast's code had loaded).
          if (!event.currentTarget.contains(event.relatedTarget)) returnTo.current = event.relatedTarget ?? focusedLast();
        }}
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
              close();
              toast.action?.run();
            }}
          >
            {toast.action.label}
          </button>
        )}
        <button type="button" className={styles.close} onClick={close} aria-label={t('dismiss')}>
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
