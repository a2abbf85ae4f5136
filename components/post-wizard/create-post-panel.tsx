'use client';

import { useTranslations } from '#i18n';
import ModalShell from '@/components/auth/modal-shell';
import PostWizard from './post-wizard';

/** The create-post dialog's frame: its title, close button and the wizard. */
export default function CreatePostPanel({ zIndex, onClose }: { zIndex: number; onClose: () => void }) {
  const t = useTranslations('post');
  return (
    <ModalShell title={t('dialogTitle')} onClose={onClose} zIndex={zIndex} lockScroll testId="create-post-dialog">
      <PostWizard onClose={onClose} headingLevel={3} />
    </ModalShell>
  );
}
