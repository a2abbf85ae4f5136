'use client';

import { useId, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './fields.module.css';

type CheckboxFieldProps = {
  name: string;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  children: ReactNode;
  error?: string | undefined;
};

export function CheckboxField({ name, checked, onChecked, children, error }: CheckboxFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <div className={styles.checkbox}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChecked(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

/** A CheckboxField bound to the surrounding react-hook-form form by `name`. */
export function FormCheckboxField({ name, children }: { name: string; children: ReactNode }) {
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  return (
    <CheckboxField
      name={name}
      checked={field.value === true}
      onChecked={(checked) => {
        field.onChange(checked);
        if (fieldState.error) clearErrors(name);
      }}
      error={fieldState.error?.message}
    >
      {children}
    </CheckboxField>
  );
}
