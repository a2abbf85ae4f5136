'use client';

import { useTranslations } from '#i18n';
import { useMemo } from 'react';
import {
  accountSchemas,
  EMAIL_MAX_LENGTH,
  MIN_AGE,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  POSTAL_CODE_MAX,
  POSTAL_CODE_MIN,
  type AccountField,
  type AccountSchemas,
} from '@/lib/schemas/account';

/** The shared account schemas with this locale's messages, so the forms check what the server checks. */
export function useAccountSchemas(): AccountSchemas {
  const t = useTranslations('AccountValidation');
  return useMemo(() => {
    const label = (field: AccountField) => t(`fields.${field}`);
    return accountSchemas({
      required: (field) => t('required', { field: label(field) }),
      invalid: (field) => t('invalid', { field: label(field) }),
      email: t('email'),
      emailTooLong: t('emailTooLong', { max: EMAIL_MAX_LENGTH }),
      passwordTooShort: t('passwordTooShort', { min: PASSWORD_MIN_LENGTH }),
      passwordTooLong: t('passwordTooLong', { max: PASSWORD_MAX_LENGTH }),
      passwordConfirmation: t('passwordConfirmation'),
      passwordUnchanged: t('passwordUnchanged'),
      name: t('name'),
      nameTooLong: t('nameTooLong', { max: NAME_MAX_LENGTH }),
      terms: t('terms'),
      policy: t('policy'),
      gender: t('gender'),
      birthday: t('birthday'),
      birthdayRange: t('birthdayRange'),
      birthdayFuture: t('birthdayFuture'),
      birthdayTooYoung: t('birthdayTooYoung', { min: MIN_AGE }),
      postalCode: t('postalCode'),
      postalCodeRange: t('postalCodeRange', { min: POSTAL_CODE_MIN, max: POSTAL_CODE_MAX }),
      locale: t('locale'),
      boolean: t('boolean'),
    });
  }, [t]);
}
