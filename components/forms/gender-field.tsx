'use client';

import { useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './fields.module.css';

export type GenderLabels = { legend: string; male: string; female: string };

/** The `gender` radios ('1' man, '0' woman; '' none chosen) of the surrounding react-hook-form form. */
export function GenderField({ labels }: { labels: GenderLabels }) {
  const id = useId();
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name: 'gender' });
  const error = fieldState.error?.message;
  const errorId = `${id}-error`;
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? errorId : undefined} data-invalid={error ? '' : undefined}>
      <legend className={styles.label}>{labels.legend}</legend>
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
            {option === '1' ? labels.male : labels.female}
          </label>
        ))}
      </div>
      <FieldError id={errorId} message={error} />
    </fieldset>
  );
}
