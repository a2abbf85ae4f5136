'use client';

import { useTranslations } from '#i18n';
import { WizardText } from '../wizard-fields';

/** Title, text and the address where the promo can be found. */
export default function ContentStep() {
  const t = useTranslations('post.content');
  return (
    <>
      <WizardText name="title" label={t('title')} autoComplete="off" />
      <WizardText name="content" label={t('content')} multiline />
      <WizardText name="origin_url" label={t('originUrl')} hint={t('originUrlHint')} inputMode="url" autoComplete="url" />
    </>
  );
}
