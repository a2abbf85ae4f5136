'use client';

import { useCallback, useEffect, useRef } from 'react';
import { useForm, type FieldValues, type Path, type SubmitHandler, type UseFormProps } from 'react-hook-form';
import type { FormErrors } from './form-errors';
import { FORM_ERROR } from './form-error';
import { focusFirstInvalid } from './focus-invalid';

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
  // A request to focus the first invalid field, served by the effect of the commit that renders the
  // messages (keyed on them), when the fields are marked. A request in state of its own could commit
  // before them: in a browser the check settles while `window.event` is still the submit, and React
  // renders each update apart. A frame callback could come before the commit on a busy machine.
  const focusPending = useRef(false);
  // Reading the errors here re-renders the form (and runs the effect) when they change.
  const errors = form.formState.errors;
  useEffect(() => {
    if (!focusPending.current || Object.keys(errors).length === 0) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors]);
  const focusFirstError = useCallback(() => {
    focusPending.current = true;
  }, []);
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
