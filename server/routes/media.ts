import { createHash } from 'node:crypto';
import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono, type Context } from 'hono';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import type { AppEnv } from '../http/context';
import { endpoint } from '../http/endpoint';
import { HttpError, notFound } from '../http/errors';
import { recordId } from '../services/ids';
import { generatedSvg, isGeneratedKind, LOCALIZED_KINDS } from '../services/media';
import { RASTER_TYPES, rasterize, type RasterFormat } from '../services/media-raster';
import { isSafeKey, uploadStorage } from '../storage';

export const MEDIA_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';
/** Nothing in a served file may load or run anything; inline styles are all SVG text needs. */
export const MEDIA_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Raster formats only: an uploaded SVG could carry script. */
export const UPLOAD_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};


/** The image's language: `?locale=` (image tags send no Language header), else the header, else Dutch. */
function mediaLocale(c: Context): { locale: Locale; fromQuery: boolean } {
  const query = c.req.query('locale')?.trim().toLowerCase();
  if (isLocale(query)) return { locale: query, fromQuery: true };
  const header = c.req.header('language')?.trim().toLowerCase().slice(0, 2);
  return { locale: isLocale(header) ? header : 'nl', fromQuery: false };
}

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === etag.replace(/^W\//, '');
  });
}

function mediaHeaders(contentType: string, etag: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    'Content-Type': contentType,
    'Cache-Control': MEDIA_CACHE_CONTROL,
    'Content-Security-Policy': MEDIA_CSP,
    'X-Content-Type-Options': 'nosniff',
    ETag: etag,
    ...extra,
  };
}

/**
 * The file under `root` that an upload URL path names, or null. Every segment must be a plain file
 * name (no `..`, no hidden files, no separators or encoded tricks), the extension a known image type,
 * and the real path, symlinks resolved, must stay inside the root.
 */
export async function resolveUpload(root: string, requested: string): Promise<{ file: string; type: string } | null> {
  if (!isSafeKey(requested)) return null;
  const segments = requested.split('/');
  const extension = path.extname(segments[segments.length - 1] ?? '').slice(1).toLowerCase();
  const type = UPLOAD_TYPES[extension];
  if (!type) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, ...segments);
  if (!file.startsWith(base + path.sep)) return null;
  try {
    const [realBase, realFile] = await Promise.all([realpath(base), realpath(file)]);
    if (!realFile.startsWith(realBase + path.sep)) return null;
    const info = await stat(realFile);
    return info.isFile() ? { file: realFile, type } : null;
  } catch {
    return null;
  }
}

export type MediaRoutesOptions = {
  /** Where local uploads live; default the local driver's root (`DATA_DIR/uploads`), read per request so configuration stays lazy. */
  uploadsDir?: string;
};

/** Generated images (SVG, WebP, PNG) and uploaded files (`/media/…`, the paths `mediaUrl()` builds). */
export function createMediaRoutes(options: MediaRoutesOptions = {}) {
  const uploadsDir = () => options.uploadsDir ?? uploadStorage().local.root;

  return new Hono<AppEnv>()
    .get(
      '/media/generated/:kind/:file',
      endpoint({ summary: 'A generated image (SVG, or its WebP or PNG twin).', success: { status: 200, description: 'The image.' } }, async (c) => {
      const kind = c.req.param('kind') ?? '';
      // `.webp` and `.png` are the same drawing rasterised (services/media-raster.ts).
      const match = /^(\d{1,10})\.(svg|png|webp)$/.exec(c.req.param('file') ?? '');
      const id = match?.[1] ? recordId(match[1]) : null;
      const format = match?.[2] as 'svg' | RasterFormat | undefined;
      if (!isGeneratedKind(kind) || id === null || !format) throw notFound('Image not found.');
      const { locale, fromQuery } = mediaLocale(c);
      const svg = await generatedSvg(c.var.db, kind, id, locale);
      if (svg === null) throw notFound('Image not found.');

      const etag = `"${format.charAt(0)}${createHash('sha256').update(svg).digest('base64url').slice(0, 32)}"`;
      const vary: Record<string, string> = LOCALIZED_KINDS.has(kind) && !fromQuery ? { Vary: 'Language' } : {};
      const raster = format === 'svg' ? null : format;
      const headers = mediaHeaders(raster ? RASTER_TYPES[raster] : 'image/svg+xml; charset=utf-8', etag, vary);
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      if (!raster) return c.body(svg, 200, headers);
      return c.body(await rasterize(svg, kind, raster, etag), 200, headers);
      }),
    )
    .get(
      '/media/uploads/:path{.+}',
      endpoint({ summary: 'An uploaded image.', success: { status: 200, description: 'The image.' } }, async (c) => {
      const requested = c.req.param('path') ?? '';
      const upload = await resolveUpload(uploadsDir(), requested);
      if (!upload) return remoteUpload(c, requested);
      const info = await stat(upload.file);
      const etag = `W/"${info.size.toString(36)}-${Math.trunc(info.mtimeMs).toString(36)}"`;
      const headers = mediaHeaders(upload.type, etag);
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const content = await readFile(upload.file);
      return c.body(new Uint8Array(content), 200, headers);
      }),
    );
}

/**
 * An upload that is not on this machine, from the remote disk new uploads go to (docs/storage.md):
 * a redirect to its public address when the bucket has one, else its bytes through this route.
 */
async function remoteUpload(c: Context, requested: string): Promise<Response> {
  const { active } = uploadStorage();
  const type = UPLOAD_TYPES[path.extname(requested).slice(1).toLowerCase()];
  if (active.disk === 'local' || !type || !isSafeKey(requested)) throw notFound('File not found.');
  const publicUrl = active.publicUrl(requested);
  if (publicUrl) return c.redirect(publicUrl, 302);
  let object: Awaited<ReturnType<typeof active.get>>;
  try {
    object = await active.get(requested);
  } catch {
    throw new HttpError(503, 'The file cannot be read just now.', undefined, { 'Retry-After': '30' });
  }
  if (!object) throw notFound('File not found.');
  const etag = `"${createHash('sha256').update(object.bytes).digest('base64url').slice(0, 32)}"`;
  const headers = mediaHeaders(type, etag);
  if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(new Uint8Array(object.bytes), 200, headers);
}

export const mediaRoutes = createMediaRoutes();
