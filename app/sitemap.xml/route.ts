import { absoluteUrl } from '@/lib/seo/metadata';
import { sitemapCount, sitemapFilePath, sitemapIndexXml } from '@/lib/seo/sitemap';
import { sitemapEntries } from '@/lib/seo/sitemap-data';

// The list comes from the API at request time (cached an hour in memory), never at build time.
export const dynamic = 'force-dynamic';

/** `/sitemap.xml`: the index of the sitemap files of `app/sitemaps/sitemap.ts` (robots.txt points here). */
export async function GET(): Promise<Response> {
  const { entries, builtAt } = await sitemapEntries();
  const urls = Array.from({ length: sitemapCount(entries) }, (_, id) => absoluteUrl(sitemapFilePath(id)));
  return new Response(sitemapIndexXml(urls, new Date(builtAt)), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=0, must-revalidate' },
  });
}
