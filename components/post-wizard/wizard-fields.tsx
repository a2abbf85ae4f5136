'use client';

import { useTranslations } from '#i18n';
import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { get, useController, useFormContext, useFormState } from 'react-hook-form';
import { FieldError } from '@/components/forms/field-error';
import fieldStyles from '@/components/forms/fields.module.css';
import { POST_ERROR_KEYS, type PostErrorKey } from '@/lib/schemas/post';
import { fromInputDate, toWireDate } from './wizard-dates';
import type { WizardField, WizardValues } from './wizard-values';
import styles from './post-wizard.module.css';

/**
 * The message shown for a field: the schema's issues carry a key (`post.errors.title`), a server 422
 * carries a sentence already in the page's language.
 */
export function useFieldError(name: WizardField): string | undefined {
  const t = useTranslations('post.errors');
  const { errors } = useFormState<WizardValues>({ name });
  const error = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = error?.message ?? error?.root?.message ?? firstNestedMessage(error);
  if (!message) return undefined;
  if (message === 'format' && AMOUNT_FIELDS.has(name)) return t('numbers_only');
  if (message === 'format' && DATE_FIELDS.has(name)) return t('date_format');
  return isErrorKey(message) ? t(message) : message;
}

/** Fields whose 'format' error is about a number or a day: said as such, not as 'a number or a date'. */
const AMOUNT_FIELDS: ReadonlySet<string> = new Set(['old_price', 'new_price', 'discount_value']);
const DATE_FIELDS: ReadonlySet<string> = new Set(['started_at', 'expired_at']);

function isErrorKey(message: string): message is PostErrorKey {
  return (POST_ERROR_KEYS as readonly string[]).includes(message);
}

/** An array field's issue can sit on one item (`images.0.url`): show the first. */
function firstNestedMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  for (const value of Object.values(error)) {
    if (value && typeof value === 'object' && 'message' in value && typeof value.message === 'string') return value.message;
  }
  return undefined;
}

function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  return ids.filter(Boolean).join(' ') || undefined;
}

type TextProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'value' | 'onChange'> & {
  name: WizardField;
  label: string;
  hint?: ReactNode;
  multiline?: boolean;
  /** Changes the typed text before it is kept (e.g. cut at a limit). */
  transform?: (text: string) => string;
};

/** A labelled text input (or textarea) bound to the wizard's form, its error tied to it. */
export function WizardText({ name, label, hint, multiline = false, transform, ...rest }: TextProps) {
  const id = useId();
  const { clearErrors } = useFormContext<WizardValues>();
  const { value: raw, onChange, onBlur, ref: inputRef } = useController<WizardValues>({ name }).field;
  const error = useFieldError(name);
  const value = typeof raw === 'string' ? raw : '';
  const onValue = (text: string) => {
    onChange(transform ? transform(text) : text);
    if (error) clearErrors(name);
  };
  const common = {
    id,
    name,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(error && `${id}-error`, hint !== undefined && `${id}-hint`),
    className: multiline ? `${fieldStyles.input} ${styles.textarea}` : fieldStyles.input,
  };
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} ref={inputRef} value={value} rows={6} onBlur={onBlur} onChange={(event) => onValue(event.target.value)} />
      ) : (
        <input {...common} {...rest} ref={inputRef} value={value} onBlur={onBlur} onChange={(event) => onValue(event.target.value)} />
      )}
      {hint !== undefined && (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A checkbox bound to a boolean of the form; `onToggle` follows the member's own clicks. */
export function WizardCheckbox({ name, label, onToggle }: { name: WizardField; label: string; onToggle?: (checked: boolean) => void }) {
  const id = useId();
  const { value, onChange, ref: inputRef } = useController<WizardValues>({ name }).field;
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        type="checkbox"
        ref={inputRef}
        checked={value === true}
        onChange={(event) => {
          onChange(event.target.checked);
          onToggle?.(event.target.checked);
        }}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * One radio of a group named `group`, for choices the form holds otherwise than as one value (the
 * report's exclusive options are three booleans): the group's radios may have fields between them.
 */
export function WizardRadio({ group, label, checked, onChoose }: { group: string; label: string; checked: boolean; onChoose: () => void }) {
  const id = useId();
  return (
    <div className={styles.checkbox}>
      <input id={id} type="radio" name={group} checked={checked} onChange={onChoose} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/** A date field: the browser's date picker, days before `min` disabled, the form holding a Date. */
export function WizardDate({ name, label, min, onDate }: { name: 'started_at' | 'expired_at'; label: string; min: Date; onDate?: (date: Date | null) => void }) {
  const id = useId();
  const { clearErrors } = useFormContext<WizardValues>();
  const { value: date, onChange, onBlur, ref: inputRef } = useController<WizardValues>({ name }).field;
  const error = useFieldError(name);
  const value = date instanceof Date ? toWireDate(date) : '';
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        ref={inputRef}
        className={fieldStyles.input}
        min={toWireDate(min)}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onBlur={onBlur}
        onChange={(event) => {
          const chosen = fromInputDate(event.target.value);
          onChange(chosen);
          if (error) clearErrors(name);
          onDate?.(chosen);
        }}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of radio buttons with a legend; the form holds the chosen value. */
export function WizardRadios<V extends string | number>({
  legend,
  name,
  options,
  value,
  onChoose,
  error,
}: {
  legend: string;
  name: string;
  options: ReadonlyArray<{ value: V; label: string }>;
  value: V | null;
  onChoose: (value: V) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={error ? `${id}-error` : undefined} data-invalid={error ? '' : undefined}>
      <legend className={fieldStyles.label}>{legend}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <label key={String(option.value)} className={styles.choice}>
            <input type="radio" name={`${id}-${name}`} checked={value === option.value} onChange={() => onChoose(option.value)} />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
