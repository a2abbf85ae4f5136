'use client';

import { useTranslations } from '#i18n';
import { BirthdayField } from '@/components/forms/birthday-field';
import { FormTextField } from '@/components/forms/text-field';

/** Step 4 (social sign-up): birthday and postal code. */
export default function DetailsStep() {
  const t = useTranslations('Forms');
  return (
    <>
      <BirthdayField />
      <FormTextField label={t('postalCode')} name="postal_code" autoComplete="postal-code" inputMode="numeric" maxLength={4} required />
    </>
  );
}
