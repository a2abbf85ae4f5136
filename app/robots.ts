import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo/metadata';
import { robotsFile } from '@/lib/seo/robots';

// The site URL is run-time configuration (one build serves any deployment): answer per request.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsFile(absoluteUrl('/sitemap.xml'));
}
