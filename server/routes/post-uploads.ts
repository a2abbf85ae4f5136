import { Hono } from 'hono';
import { z } from 'zod';
import {
  POST_IMAGE_EXTENSIONS,
  POST_IMAGE_MAX_BYTES,
  POST_IMAGE_MAX_SIDE,
  type PostImageUploadResponse,
} from '@/lib/schemas/upload';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { HttpError, validationError } from '../http/errors';
import { mediaUrl } from '../http/urls';
import { RATE_RULES } from '../services/accounts/rate-limit';
import { ImageUploadError, processImageUpload, type ImageRules } from '../services/uploads/image';
import { imageProblemMessage } from '../services/uploads/messages';
import { StorageUnavailableError, storeImage } from '../services/uploads/store';
import { uploadStorage } from '../storage';
import { accountRequest, limit } from './account/context';

/** Post images keep their format (a PNG keeps its transparency) and fit POST_IMAGE_MAX_SIDE. */
export const POST_IMAGE_RULES: ImageRules = {
  extensions: POST_IMAGE_EXTENSIONS,
  maxBytes: POST_IMAGE_MAX_BYTES,
  // A 48-megapixel phone photo passes; a decompression bomb's header is refused before decoding.
  maxInputPixels: 50_000_000,
  encode: (image, format) => {
    const fitted = image.resize(POST_IMAGE_MAX_SIDE, POST_IMAGE_MAX_SIDE, { fit: 'inside', withoutEnlargement: true });
    if (format === 'png') return { image: fitted.png({ compressionLevel: 9, adaptiveFiltering: true }), format };
    if (format === 'webp') return { image: fitted.webp({ quality: 82 }), format };
    return { image: fitted.jpeg({ quality: 82, mozjpeg: true }), format: 'jpeg' };
  },
};

const uploadDocSchema = z.object({
  file: z.string().meta({ format: 'binary' }).describe(`The image: ${POST_IMAGE_EXTENSIONS.join(', ')}, at most ${POST_IMAGE_MAX_BYTES / 1024 / 1024} MB.`),
  target_disk: z.string().optional().describe('Accepted for the wizard; the server stores on its configured disk and answers which.'),
});

/** `POST /posts/upload-image`: one image for the post wizard (docs/storage.md). */
export const postUploadRoutes = new Hono<AppEnv>().post(
  '/posts/upload-image',
  endpoint(
    {
      summary: 'Upload an image for a post (multipart field `file`); answers the path to send in `images[].path`.',
      auth: 'user',
      documentedBody: { schema: uploadDocSchema, contentType: 'multipart/form-data' },
      success: { status: 201, description: '`{ file, url, disk }`' },
      refusals: [401, 413, 415, 429, 503],
    },
    async (c, { userId }) => {
      const r = accountRequest(c);
      limit(r, [
        { rule: RATE_RULES.postImageUser, key: String(userId) },
        { rule: RATE_RULES.postImageIp, key: r.ip },
      ]);
      const fail = (message: string): never => {
        throw validationError({ file: [message] });
      };
      const required = imageProblemMessage(r.locale, 'required', POST_IMAGE_RULES);
      // The requestBody middleware has bounded the body before this runs (server/http/request-body.ts).
      if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) fail(required);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return fail(required);
      }
      try {
        const image = await processImageUpload(form.file, POST_IMAGE_RULES);
        const stored = await storeImage(r.db, { image, folder: 'posts', userId, now: r.config.now(), driver: uploadStorage().active });
        return c.json({ file: stored.path, url: mediaUrl(stored.path) ?? '', disk: stored.disk } satisfies PostImageUploadResponse, 201);
      } catch (error) {
        if (error instanceof ImageUploadError) return fail(imageProblemMessage(r.locale, error.problem, POST_IMAGE_RULES));
        if (error instanceof StorageUnavailableError) throw new HttpError(503, StorageUnavailableError.answer, undefined, { 'Retry-After': '30' });
        throw error;
      }
    },
  ),
);
