import { isFieldValidation, serverFieldErrors, splitKnownFields, type FormErrors } from '@/components/auth/form-errors';
import { serverMessage } from '@/components/auth/login-errors';
import { toast } from '@/lib/stores/toasts';

/**
 * docs/product.md, Errors for the account forms: a 422 puts each message beside its field (messages for fields
 * the form does not show join a toast); any other failure is one toast with the server's text.
 * What the user typed stays in the form either way.
 */
export function showFormFailure(
  error: unknown,
  known: readonly string[],
  setErrors: (errors: FormErrors) => void,
  texts: { title: string; general: string },
): void {
  if (isFieldValidation(error)) {
    const { fields, other } = splitKnownFields(serverFieldErrors(error), known);
    setErrors(fields);
    if (other.length > 0 || Object.keys(fields).length === 0) toast.error(texts.title, other.join(' ') || texts.general);
    return;
  }
  setErrors({});
  toast.error(texts.title, serverMessage(error) ?? texts.general);
}

/** Moves focus to the first field marked invalid once React has rendered the errors. */
export function focusFirstError(form: HTMLFormElement | null): void {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
