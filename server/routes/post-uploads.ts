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
import { mediaUrl } from '../http/urls';
import { RATE_RULES } from '../services/accounts/rate-limit';
import { processImageUpload, type ImageRules } from '../services/uploads/image';
import { storeImage } from '../services/uploads/store';
import { uploadStorage } from '../storage';
import { accountRequest, limit } from './account/context';
import { handleImageUpload } from './image-upload';

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
      const stored = await handleImageUpload(c, {
        locale: r.locale,
        rules: POST_IMAGE_RULES,
        store: async (file) => {
          const image = await processImageUpload(file, POST_IMAGE_RULES);
          return storeImage(r.db, { image, folder: 'posts', userId, now: r.config.now(), driver: uploadStorage().active });
        },
      });
      return c.json({ file: stored.path, url: mediaUrl(stored.path) ?? '', disk: stored.disk } satisfies PostImageUploadResponse, 201);
    },
  ),
);
