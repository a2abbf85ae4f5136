import type { Locale } from '@/lib/i18n/routing';
import type { TextMessages } from './translator';

/**
 * A locale's whole catalogue, compiled by the build, as a chunk of its own: what a lazily loaded part
 * picks its namespaces from (components/providers/lazy-client-messages.tsx). Vitest, which imports
 * messages as written, uses tests/support/compiled-catalogue.ts in its place.
 */
export async function importCatalogue(locale: Locale): Promise<TextMessages> {
  const loaded = locale === 'fr' ? await import('@/messages/fr.json') : await import('@/messages/nl.json');
  return loaded.default;
}
