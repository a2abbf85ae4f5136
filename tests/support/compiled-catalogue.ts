import { catalogue } from '@/lib/i18n/client/test-text';
import type { Locale } from '@/lib/i18n/routing';
import type { TextMessages } from '@/lib/i18n/client/translator';

/** lib/i18n/client/catalogue.ts in tests: the catalogue compiled as the build compiles it. */
export async function importCatalogue(locale: Locale): Promise<TextMessages> {
  return catalogue(locale);
}
