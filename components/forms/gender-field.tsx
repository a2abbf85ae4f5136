'use client';

import { useTranslations } from '#i18n';
import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './fields.module.css';

/** The `gender` radios ('1' man, '0' woman; '' none chosen) of the surrounding react-hook-form form. */
export function GenderField() {
  const t = useTranslations('Forms');
  const id = useId();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'gender' });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <legend className={styles.label}>{t('gender')}</legend>
      <div className={styles.choices}>
        {(['1', '0'] as const).map((option) => (
          <label key={option} className={styles.choice}>
            <input
              type="radio"
              name="gender"
              value={option}
              checked={field.value === option}
              onChange={() => {
                field.onChange(option);
                if (error) clearErrors('gender');
              }}
            />
            {option === '1' ? t('male') : t('female')}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
