'use client';

import { useCallback, useRef } from 'react';
import { useForm, type FieldValues, type Path, type SubmitHandler, type UseFormProps } from 'react-hook-form';
import type { FormErrors } from './form-errors';
import { FORM_ERROR } from './form-error';
import { useFocusFirstInvalid } from './use-focus-first-invalid';

/**
 * react-hook-form as the account forms use it: checked on submit only (a field's message goes when
 * the visitor edits it, see FormTextField), focus on the first invalid field after a failed check
 * or a server answer, and `showErrors` to put the server's 422 messages beside their fields. What
 * the visitor typed is never reset by a failure.
 */
export function useAccountForm<V extends FieldValues, Out = V>(props: UseFormProps<V, unknown, Out>) {
  const form = useForm<V, unknown, Out>({
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    // Without a resolver react-hook-form keeps earlier server messages through the next submit and
    // then never calls onValid; a resolver's answer replaces them all, as a fresh check should.
    resolver: async (values) => ({ values: values as unknown as Out, errors: {} }),
    ...props,
  });
  const formRef = useRef<HTMLFormElement>(null);
  // Reading the errors here re-renders the form (and runs the focus effect) when they change.
  const focusFirstError = useFocusFirstInvalid(form.formState.errors, formRef);
  const { setError, clearErrors } = form;

  /** Replaces the form's messages with these (FORM_ERROR or `_form`: the whole form's) and focuses the first. */
  const showErrors = useCallback(
    (errors: FormErrors) => {
      clearErrors();
      for (const [field, message] of Object.entries(errors)) {
        setError((field === '_form' ? FORM_ERROR : field) as Path<V>, { type: 'server', message });
      }
      focusFirstError();
    },
    [clearErrors, setError, focusFirstError],
  );

  /** The form's onSubmit: the schema check, then `onValid` with the parsed payload. */
  const submitWith = (onValid: SubmitHandler<Out>) => (event: React.FormEvent<HTMLFormElement>) =>
    void form.handleSubmit(onValid, focusFirstError)(event);

  return { form, formRef, focusFirstError, showErrors, submitWith };
}
