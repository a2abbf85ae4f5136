'use client';

import { useTranslations } from '#i18n';
import { useId, useRef, type ReactNode } from 'react';
import { useBodyScrollLock } from '@/components/dialogs/use-body-scroll-lock';
import { useModalFocus } from '@/components/dialogs/use-modal-focus';
import { ArrowLeftIcon } from '@/components/icons/arrow-left';
import { CloseIcon } from '@/components/icons/close';
import styles from './modal-shell.module.css';

export type ModalShellProps = {
  title: ReactNode;
  onClose: () => void;
  zIndex: number;
  /** Shows the back arrow before the title. */
  onBack?: (() => void) | undefined;
  /** `sheet`: the user menu (a panel from the right); `card`: a centred dialog. */
  variant?: 'card' | 'sheet';
  lockScroll?: boolean;
  testId?: string;
  children: ReactNode;
};

/** The accessible frame every account dialog shares: modal focus, Escape and backdrop close, a titled panel. */
export default function ModalShell({ title, onClose, zIndex, onBack, variant = 'card', lockScroll = false, testId, children }: ModalShellProps) {
  const t = useTranslations('Auth');
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useModalFocus(panel, true, onClose);
  useBodyScrollLock(lockScroll);
  return (
    <div className={styles.layer} style={{ zIndex }}>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.panel} ${variant === 'sheet' ? styles.sheet : styles.card}`}
        tabIndex={-1}
        data-testid={testId}
      >
        <div className={styles.head}>
          {onBack && (
            <button type="button" className={styles.iconButton} onClick={onBack}>
              <ArrowLeftIcon size={22} />
              <span className="visually-hidden">{t('back')}</span>
            </button>
          )}
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={`${styles.iconButton} ${styles.close}`} onClick={onClose}>
            <CloseIcon size={22} />
            <span className="visually-hidden">{t('close')}</span>
          </button>
        </div>
        <div className={styles.body} data-dialog-content="">
          {children}
        </div>
      </div>
    </div>
  );
}
