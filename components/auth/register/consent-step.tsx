'use client';

import { useLocale, useTranslations } from '#i18n';
import type { ReactNode } from 'react';
import { FormCheckboxField } from '@/components/forms/checkbox-field';
import { CMS_PAGE_SLUGS } from '@/lib/i18n/cms-pages';
import { localizedPath } from '@/lib/i18n/paths';

/** Step 2: the newsletter and the terms (which include the privacy policy). */
export default function ConsentStep() {
  const t = useTranslations('Register');
  return (
    <>
      <FormCheckboxField name="is_subscribed">{t('newsletter')}</FormCheckboxField>
      <FormCheckboxField name="terms">
        <TermsLabel />
      </FormCheckboxField>
    </>
  );
}

function TermsLabel() {
  const t = useTranslations('Register');
  const locale = useLocale();
  const link = (key: 'terms' | 'privacyPolicy') => localizedPath('/[page]', locale, { page: CMS_PAGE_SLUGS[key][locale] });
  return (
    <>
      {t.rich('terms', {
        terms: (chunks: ReactNode) => (
          <a href={link('terms')} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
        privacy: (chunks: ReactNode) => (
          <a href={link('privacyPolicy')} target="_blank" rel="noopener noreferrer">
            {chunks}
          </a>
        ),
      })}
    </>
  );
}
