import { safeDecodeURIComponent } from '@/lib/http/url-text';

const MAX_SLUG_LENGTH = 200;

/**
 * A news category or article slug from the route (Next.js hands params over percent-encoded), or
 * null when it cannot be a slug: the page then answers 404 without asking the API.
 */
export function newsSlugParam(raw: string): string | null {
  const slug = safeDecodeURIComponent(raw);
  if (slug === null || slug.length === 0 || slug.length > MAX_SLUG_LENGTH) return null;
  return /[\s/\\\u0000-\u001f\u007f]/.test(slug) ? null : slug;
}
