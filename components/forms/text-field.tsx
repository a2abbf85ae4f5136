'use client';

import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { FieldError } from './field-error';
import styles from './fields.module.css';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'onChange' | 'value'> & {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
};

/** A labelled input whose error is announced and tied to it (aria-invalid, aria-describedby). */
export function TextField({ label, name, value, onValue, error, hint, className, ...rest }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`${styles.field} ${className ?? ''}`}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        name={name}
        value={value}
        onChange={(event) => onValue(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
        {...rest}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export type FormTextFieldProps = Omit<TextFieldProps, 'value' | 'onValue' | 'error'>;

/**
 * A TextField bound to the surrounding react-hook-form form by `name`: its value, its error (from
 * the schema or the server), and the error cleared as soon as the visitor edits the field.
 */
export function FormTextField({ name, onBlur, ...rest }: FormTextFieldProps) {
  const { clearErrors } = useFormContext();
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      {...rest}
      name={name}
      value={typeof field.value === 'string' ? field.value : ''}
      onValue={(value) => {
        field.onChange(value);
        if (fieldState.error) clearErrors(name);
      }}
      onBlur={(event) => {
        field.onBlur();
        onBlur?.(event);
      }}
      error={fieldState.error?.message}
    />
  );
}
