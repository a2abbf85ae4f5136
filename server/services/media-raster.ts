import sharp from 'sharp';
import type { GeneratedKind } from './media';

/**
 * The raster twins of the generated drawings (docs/performance.md, "Session 18, pictures as raster"). The demo's
 * pictures are SVG drawings full of text; a browser parses, lays out and paints an SVG image on the
 * page's main thread (one folder cover took 60 ms of layout and its share of a 140 ms paint on this
 * machine, before the page's first paint), while it decodes a raster image off it. Real folder
 * covers and promo photos are JPEG or WebP, so the seed stores those pictures as `.webp` and this
 * module draws them: the same SVG, rasterised with sharp, kept in memory because drawing takes
 * 25–200 ms of CPU. `.png` is for Open Graph (networks show no SVG and not every one WebP).
 */

export type RasterFormat = 'png' | 'webp';

export const RASTER_TYPES: Readonly<Record<RasterFormat, string>> = { png: 'image/png', webp: 'image/webp' };

/**
 * Pictures only ever shown small are drawn at the width their largest place needs (a folder card is
 * at most 240 CSS pixels wide, at 2× density), not at the drawing's own 1000 pixels. Open Graph
 * images keep the full size.
 */
const WEBP_WIDTH: Partial<Record<GeneratedKind, number>> = { 'folder-cover': 480 };

/** About a hundred folder covers and promo pictures; the oldest used goes first. */
const CACHE_BYTES = 24 * 1024 * 1024;
const cache = new Map<string, Uint8Array<ArrayBuffer>>();
let cachedBytes = 0;

function remember(key: string, bytes: Uint8Array<ArrayBuffer>): void {
  cache.set(key, bytes);
  cachedBytes += bytes.byteLength;
  for (const [oldKey, old] of cache) {
    if (cachedBytes <= CACHE_BYTES) break;
    cache.delete(oldKey);
    cachedBytes -= old.byteLength;
  }
}

/** The drawing as PNG or WebP; `key` names this exact drawing (its ETag), so a cached copy is never stale. */
export async function rasterize(svg: string, kind: GeneratedKind, format: RasterFormat, key: string): Promise<Uint8Array<ArrayBuffer>> {
  const width = format === 'webp' ? WEBP_WIDTH[kind] : undefined;
  const cacheKey = `${key}:${width ?? ''}`;
  const cached = cache.get(cacheKey);
  if (cached) {
    // Used again: it moves to the young end of the map.
    cache.delete(cacheKey);
    cache.set(cacheKey, cached);
    return cached;
  }
  let image = sharp(Buffer.from(svg));
  if (width) image = image.resize({ width, withoutEnlargement: true });
  const buffer = format === 'png' ? await image.png({ compressionLevel: 8 }).toBuffer() : await image.webp({ quality: 78 }).toBuffer();
  const bytes = new Uint8Array(buffer);
  remember(cacheKey, bytes);
  return bytes;
}
