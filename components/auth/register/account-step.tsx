'use client';

import { useTranslations } from '#i18n';
import { AvatarField } from '@/components/forms/avatar-field';
import { FormError } from '@/components/forms/form-error';
import { PasswordPair } from '@/components/forms/password-pair';
import { FormTextField } from '@/components/forms/text-field';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account-values';
import type { SocialPrefill } from '../auth-flow-store';
import { providerName } from './register-payload';
import fieldStyles from '@/components/forms/fields.module.css';
import styles from '../auth.module.css';

type AccountStepProps = {
  social: SocialPrefill | null;
  preview: string | null;
  onPreview: (preview: string | null) => void;
};

/** Step 1: e-mail, names, a password (e-mail sign-up only) and an optional picture. */
export default function AccountStep({ social, preview, onPreview }: AccountStepProps) {
  const t = useTranslations('Register');
  const tForms = useTranslations('Forms');
  return (
    <>
      {social && <p className={styles.text}>{t('socialIntro', { provider: providerName(social.provider) })}</p>}
      <FormTextField
        label={tForms('email')}
        name="email"
        type="email"
        autoComplete="email"
        inputMode="email"
        // The provider's own address is fixed.
        readOnly={Boolean(social?.email)}
        required
      />
      <NameFields />
      {!social && (
        <>
          <PasswordPair
            labels={{ password: t('password'), confirmation: t('passwordConfirmation'), hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) }}
          />
          {/* docs/product.md, Validation: other failures show under the password field. */}
          <FormError />
        </>
      )}
      <AvatarField
        preview={preview}
        onPreview={onPreview}
        labels={{
          legend: t('avatar'),
          remove: t('avatarRemove'),
        }}
      />
    </>
  );
}

/** First and last name side by side (steps 1 and, for a private relay address, 3). */
export function NameFields() {
  const t = useTranslations('Forms');
  return (
    <div className={fieldStyles.row}>
      <FormTextField label={t('fname')} name="fname" autoComplete="given-name" required />
      <FormTextField label={t('lname')} name="lname" autoComplete="family-name" required />
    </div>
  );
}
