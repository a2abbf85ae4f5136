'use client';

import { useFormState } from 'react-hook-form';
import { FieldError } from './field-error';

/** The key of a message that belongs to the whole form rather than one field. */
export const FORM_ERROR = 'root.server';

/** The whole form's message (FORM_ERROR), or a field's the form shows no input for (e.g. `token`). */
export function FormError({ name = FORM_ERROR }: { name?: string }) {
  const { errors } = useFormState({ name });
  const message = name === FORM_ERROR ? errors.root?.server?.message : errors[name]?.message;
  return <FieldError message={typeof message === 'string' ? message : undefined} />;
}
