import { toast } from '@/lib/stores/toasts';
import { isFieldValidation, serverFieldErrors, serverMessage, splitKnownFields, type FormErrors } from './form-errors';

/**
 * docs/product.md, Errors for the account forms: a 422 puts each message beside its field (messages for fields
 * the form does not show join a toast); any other failure is one toast with the server's text.
 * What the user typed stays in the form either way.
 */
export function showServerFailure(
  error: unknown,
  known: readonly string[],
  showErrors: (errors: FormErrors) => void,
  texts: { title: string; general: string },
): void {
  if (isFieldValidation(error)) {
    const { fields, other } = splitKnownFields(serverFieldErrors(error), known);
    showErrors(fields);
    if (other.length > 0 || Object.keys(fields).length === 0) toast.error(texts.title, other.join(' ') || texts.general);
    return;
  }
  showErrors({});
  toast.error(texts.title, serverMessage(error) ?? texts.general);
}
