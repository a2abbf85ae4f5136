'use client';

import { useTranslations } from '#i18n';
import { useWatch } from 'react-hook-form';
import { GenderField } from '@/components/forms/gender-field';
import { FormTextField } from '@/components/forms/text-field';
import { isPrivateRelayEmail } from '@/lib/schemas/account';
import type { SocialPrefill } from '../auth-flow-store';
import { NameFields } from './account-step';

/** Step 3: the address once more (locked unless a social sign-up typed it), names for a private relay address, gender. */
export default function GenderStep({ social }: { social: SocialPrefill | null }) {
  const t = useTranslations('Forms');
  const email = useWatch({ name: 'email' }) as string;
  return (
    <>
      <FormTextField label={t('email')} name="email" type="email" autoComplete="email" readOnly={Boolean(social?.email) || !social} required />
      {isPrivateRelayEmail(email) && <NameFields />}
      <GenderField />
    </>
  );
}
