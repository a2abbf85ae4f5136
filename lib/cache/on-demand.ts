/**
 * `generateStaticParams` of every cached page with a dynamic segment (`[id]`, `[storeSlug]`…).
 *
 * Next.js renders a dynamic segment per request unless the route has `generateStaticParams`; with
 * it, unknown params render on first request and are then cached (ISR, `revalidate`). Nothing is
 * rendered at build time — the API's data is not there during `next build` — so the list is empty:
 *
 *     export { generateStaticParams } from '@/lib/cache/on-demand';
 *     export const revalidate = 300;
 */
export function generateStaticParams(): Array<Record<string, string>> {
  return [];
}
