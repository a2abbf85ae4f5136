'use client';

import { useCallback, useEffect, useRef, type RefObject } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { focusFirstInvalid } from './focus-invalid';

/**
 * Focus on a form's first invalid field after a failed check or a server answer: call the returned
 * function then. The request is served by the effect of the commit that renders the messages (keyed
 * on them), when the fields are marked. A request in state of its own could commit before them: in
 * a browser the check settles while `window.event` is still the submit, and React renders each update
 * apart (the focus stayed on the save button). A frame callback could come before the commit on a
 * busy machine.
 */
export function useFocusFirstInvalid<V extends FieldValues>(errors: FieldErrors<V>, formRef: RefObject<HTMLElement | null>): () => void {
  const focusPending = useRef(false);
  useEffect(() => {
    if (!focusPending.current || Object.keys(errors).length === 0) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  }, [errors, formRef]);
  return useCallback(() => {
    focusPending.current = true;
  }, []);
}
