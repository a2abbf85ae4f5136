import type { Context } from 'hono';
import type { Locale } from '@/lib/i18n/routing';
import type { AppEnv } from '../http/context';
import { HttpError, validationError } from '../http/errors';
import { ImageUploadError, type ImageRules } from '../services/uploads/image';
import { imageProblemMessage } from '../services/uploads/messages';
import { StorageUnavailableError } from '../services/uploads/store';

/**
 * What the image upload routes share (avatars, post images): the multipart body's `file` handed to
 * `store`, a refused image as 422 `errors.file` in the request's language, a disk that would not take
 * the file as 503. The requestBody middleware has bounded the body before this runs
 * (server/http/request-body.ts).
 */
export async function handleImageUpload<T>(
  c: Context<AppEnv>,
  input: { locale: Locale; rules: ImageRules; store: (file: unknown) => Promise<T> },
): Promise<T> {
  const refuse = (problem: ImageUploadError['problem']): never => {
    throw validationError({ file: [imageProblemMessage(input.locale, problem, input.rules)] });
  };
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) refuse('required');
  let form: Record<string, unknown>;
  try {
    form = await c.req.parseBody();
  } catch {
    return refuse('required');
  }
  try {
    return await input.store(form.file);
  } catch (error) {
    if (error instanceof ImageUploadError) return refuse(error.problem);
    if (error instanceof StorageUnavailableError) throw new HttpError(503, StorageUnavailableError.answer, undefined, { 'Retry-After': '30' });
    throw error;
  }
}
