'use client';

import { useTranslations } from '#i18n';
import { WizardText } from '../wizard-fields';

/** The poster's own word on the promo (optional). */
export default function QuoteStep() {
  const t = useTranslations('post.quote');
  return <WizardText name="quote" label={t('label')} hint={t('hint')} multiline />;
}
