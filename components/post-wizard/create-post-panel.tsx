'use client';

import { useTranslations } from '#i18n';
import { useEffect, useRef, useState } from 'react';
import ModalShell from '@/components/auth/modal-shell';
import PostWizard from './post-wizard';
import { hasDraftContent, loadDraft } from './wizard-draft';
import styles from './post-wizard.module.css';

/**
 * The create-post dialog's frame: its title, close button and the wizard. Closing resets the wizard
 * and drops its draft (docs/post-wizard.md, Draft), so a draft with the member's work in it is
 * dropped only once they confirm; meanwhile the wizard stays as it was, hidden.
 */
export default function CreatePostPanel({ zIndex, onClose }: { zIndex: number; onClose: () => void }) {
  const t = useTranslations('post');
  const [confirming, setConfirming] = useState(false);
  const keepWriting = useRef<HTMLButtonElement>(null);
  const wizard = useRef<HTMLDivElement>(null);
  const asked = useRef(false);

  useEffect(() => {
    if (confirming) keepWriting.current?.focus();
    else if (asked.current) wizard.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [confirming]);

  function requestClose() {
    // A second Escape or close while asking: back to the wizard, nothing lost.
    if (confirming) return setConfirming(false);
    if (!hasDraftContent(loadDraft())) return onClose();
    asked.current = true;
    setConfirming(true);
  }

  return (
    <ModalShell title={t('dialogTitle')} onClose={requestClose} zIndex={zIndex} lockScroll testId="create-post-dialog">
      {confirming && (
        <section className={styles.discard} aria-labelledby="discard-draft-title">
          <h3 id="discard-draft-title" className={styles.stepTitle}>
            {t('discard.title')}
          </h3>
          <p>{t('discard.text')}</p>
          <div className={styles.discardActions}>
            <button ref={keepWriting} type="button" className="button" onClick={() => setConfirming(false)}>
              {t('discard.keep')}
            </button>
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('discard.confirm')}
            </button>
          </div>
        </section>
      )}
      <div ref={wizard} hidden={confirming}>
        <PostWizard onClose={onClose} headingLevel={3} />
      </div>
    </ModalShell>
  );
}
