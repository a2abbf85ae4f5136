/**
 * The post image upload's limits and answer, shared by the wizard and `POST /posts/upload-image`
 * (docs/storage.md). Plain constants, no zod, so browser code that needs a limit loads nothing else.
 */

/** Raster formats a post image may be sent as; each is checked by its magic bytes too. */
export const POST_IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'webp'] as const;
/** The largest file accepted; larger bodies are refused before they are read (413). */
export const POST_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Stored images are scaled down to fit this many pixels on their long side. */
export const POST_IMAGE_MAX_SIDE = 2048;

/** Where a stored upload lives: this server's disk or the S3 bucket (server/storage/). */
export const STORAGE_DISKS = ['local', 's3'] as const;
export type StorageDisk = (typeof STORAGE_DISKS)[number];

/** `POST /posts/upload-image` 201: `file` is what a post's `images[].path` sends back, `disk` where it is stored. */
export type PostImageUploadResponse = { file: string; url: string; disk: StorageDisk };
