import { isApiError } from '@/lib/api/errors';
import { toast } from '@/lib/stores/toasts';

/** docs/post-wizard.md: a failed post shows a toast per error for 4 s (bottom-right, like every toast). */
export const POST_FAILURE_TOAST_MS = 4000;

type FailureTexts = { validationTitle: string; errorTitle: string; general: string };

/**
 * Shows why POST /posts failed: a 422 gives a "Validation Error" toast per message and hands each
 * field's first message to `onFieldError` (shown beside the field); any other failure is one "Error"
 * toast with the server's message for people, else `general`. Returns the fields that got an error.
 */
export function showPostFailure(
  error: unknown,
  texts: FailureTexts,
  onFieldError: (field: string, message: string) => void,
  messageOf: (error: unknown) => string,
): string[] {
  const options = { duration: POST_FAILURE_TOAST_MS };
  if (isApiError(error) && error.status === 422) {
    const fields: string[] = [];
    for (const [path, messages] of Object.entries(error.errors)) {
      // `images.0.path` belongs to the images field.
      const field = path.split('.')[0] ?? path;
      for (const message of messages) toast.error(texts.validationTitle, message, options);
      if (messages[0] && !fields.includes(field)) {
        fields.push(field);
        onFieldError(field, messages[0]);
      }
    }
    if (fields.length === 0) toast.error(texts.validationTitle, error.publicMessage ?? texts.general, options);
    return fields;
  }
  toast.error(texts.errorTitle, isApiError(error) ? messageOf(error) : texts.general, options);
  return [];
}
