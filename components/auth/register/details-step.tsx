'use client';

import { useTranslations } from 'next-intl';
import { BirthdayField } from '@/components/forms/birthday-field';
import { FormTextField } from '@/components/forms/text-field';

/** Step 4 (social sign-up): birthday and postal code. */
export default function DetailsStep() {
  const t = useTranslations('Register');
  return (
    <>
      <BirthdayField labels={{ legend: t('birthday'), day: t('day'), month: t('month'), year: t('year') }} />
      <FormTextField label={t('postalCode')} name="postal_code" autoComplete="postal-code" inputMode="numeric" maxLength={4} required />
    </>
  );
}
