import { notFound } from 'next/navigation';

// Rendered per request: the layout reads the request (headers, cookies), which a prerendered route may not.
export const dynamic = 'force-dynamic';

/**
 * Where proxy.ts rewrites an address Next.js cannot decode (`/fr/%ZZ`, `/store/%C3%28`): the
 * not-found view with HTTP 404. A static segment on purpose: Next.js also matches the original
 * address against the rewritten route's pattern, and `[...rest]` would match it and fail to decode.
 */
export default function MalformedAddress(): never {
  notFound();
}
