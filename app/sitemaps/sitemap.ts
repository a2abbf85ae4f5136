import type { MetadataRoute } from 'next';
import { hasServerApi } from '@/lib/api/server-target';
import { sitemapChunk, sitemapCount } from '@/lib/seo/sitemap';
import { sitemapEntries } from '@/lib/seo/sitemap-data';

// Built from the API on request (and kept an hour in memory), never at build time. `/sitemap.xml`
// (app/sitemap.xml/route.ts) is the index of these files; they live one folder down because Next
// refuses an `app/sitemap.ts` next to a `/sitemap.xml` route.
export const dynamic = 'force-dynamic';

/**
 * One file per SITEMAP_CHUNK_SIZE URLs: `/sitemaps/sitemap/0.xml`, `/sitemaps/sitemap/1.xml`… During `next build`
 * there is no API to ask, so no file is listed and none is prerendered.
 */
export async function generateSitemaps(): Promise<Array<{ id: number }>> {
  if (!hasServerApi()) return [];
  const { entries } = await sitemapEntries();
  return Array.from({ length: sitemapCount(entries) }, (_, id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const { entries } = await sitemapEntries();
  return sitemapChunk(entries, Number(await id));
}
