'use client';

import { useTranslations } from '#i18n';
import { dialogActions, useDialog } from '@/lib/stores/dialogs';
import { useAuthFlow } from './auth-flow-store';
import ModalShell from './modal-shell';
import VerifyEmailPanel from './verify-email-panel';

const { hide } = dialogActions('verify-email');

/** The verify-email dialog (docs/product.md, Behaviour): opened by a login refused for an unconfirmed address. */
export default function VerifyEmailDialog() {
  const t = useTranslations('VerifyEmail');
  const dialog = useDialog('verify-email');
  const verification = useAuthFlow((state) => state.verification);
  if (!dialog.open || !verification) return null;
  return (
    <ModalShell title={t('title')} onClose={hide} zIndex={dialog.zIndex} testId="verify-email-dialog">
      <VerifyEmailPanel
        verification={verification}
        onVerified={() => {
          hide();
          dialogActions('auth').show({ tab: 'verified' });
        }}
      />
    </ModalShell>
  );
}
