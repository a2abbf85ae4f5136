import type { Category } from '@/lib/api/catalogue';

/** What the category strip shows of a category: the strip is a client component, so this is all its props carry. */
export type CategoryChip = { id: number; slug: string; title: string };

/**
 * The strip's chips from `getCategories(api)`: only categories with a `simplified_title`, in the API's order.
 * Whole category objects (descriptions, routes, parents) would travel in every list page's RSC payload
 * for nothing (docs/performance-history.md, Session 9).
 */
export function categoryChips(categories: readonly Category[]): CategoryChip[] {
  return categories.flatMap(({ id, translation }) => (translation.simplified_title ? [{ id, slug: translation.slug, title: translation.simplified_title }] : []));
}
