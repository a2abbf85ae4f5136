import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

/**
 * The one check-and-re-encode of uploaded images (avatars and post images). A file is judged by its
 * name, its size, its first bytes and a full decode; what is stored is always a fresh encoding by
 * sharp, so nothing of the sender's file (metadata, trailing data, a polyglot's other half) survives.
 */

export type ImageFormat = 'png' | 'jpeg' | 'webp';

/** `mismatch`: the first bytes are an image of another format than the extension says. */
export type ImageProblem = 'required' | 'type' | 'mismatch' | 'too_large' | 'unreadable' | 'too_many_pixels';

export class ImageUploadError extends Error {
  constructor(readonly problem: ImageProblem) {
    super(problem);
  }
}

export type ImageRules = {
  extensions: readonly string[];
  maxBytes: number;
  /** Decompression-bomb guard: sharp refuses a larger image from its header, before decoding it. */
  maxInputPixels: number;
  /**
   * The re-encoding: the image arrives already turned upright by its EXIF orientation; whatever it
   * returns is written without metadata (sharp keeps none unless asked).
   */
  encode: (image: Sharp, format: ImageFormat) => { image: Sharp; format: ImageFormat };
};

export type EncodedImage = { bytes: Buffer; format: ImageFormat; extension: string; mime: string; width: number; height: number };

const EXTENSION_FORMATS: Readonly<Record<string, ImageFormat>> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp' };
export const FORMAT_FILES: Readonly<Record<ImageFormat, { extension: string; mime: string }>> = {
  png: { extension: 'png', mime: 'image/png' },
  jpeg: { extension: 'jpg', mime: 'image/jpeg' },
  webp: { extension: 'webp', mime: 'image/webp' },
};

/** The format the first bytes announce, or null. */
export function magicFormat(bytes: Uint8Array): ImageFormat | null {
  const starts = (offset: number, signature: readonly number[]) =>
    bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  // RIFF....WEBP
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}

function isPixelLimit(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Checks a multipart field and returns its re-encoding. Order: present, extension, size, magic bytes
 * agreeing with the extension, the decoder agreeing with the magic bytes, then the pixel limit and a
 * full decode (`failOn: 'error'`: a truncated or corrupt file is refused, not half stored).
 */
export async function processImageUpload(file: unknown, rules: ImageRules): Promise<EncodedImage> {
  if (!(file instanceof File)) throw new ImageUploadError('required');
  const extension = path.extname(file.name).slice(1).toLowerCase();
  const claimed = EXTENSION_FORMATS[extension];
  if (!claimed || !rules.extensions.includes(extension)) throw new ImageUploadError('type');
  if (file.size > rules.maxBytes) throw new ImageUploadError('too_large');
  if (file.size === 0) throw new ImageUploadError('unreadable');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = magicFormat(bytes);
  // The name, the first bytes and the decoder must all name the same format.
  if (format === null) throw new ImageUploadError('type');
  if (format !== claimed) throw new ImageUploadError('mismatch');
  try {
    const source = sharp(bytes, { limitInputPixels: rules.maxInputPixels, failOn: 'error' });
    const metadata = await source.metadata();
    if (metadata.format !== format) throw new ImageUploadError('mismatch');
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > rules.maxInputPixels) throw new ImageUploadError('too_many_pixels');
    const encoded = rules.encode(source.rotate(), format);
    const { data, info } = await encoded.image.toBuffer({ resolveWithObject: true });
    return { bytes: data, format: encoded.format, ...FORMAT_FILES[encoded.format], width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ImageUploadError) throw error;
    throw new ImageUploadError(isPixelLimit(error) ? 'too_many_pixels' : 'unreadable');
  }
}
