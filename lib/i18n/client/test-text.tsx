import compile from 'icu-minify/compile';
import type { ReactNode } from 'react';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import { BELGIAN_TIME_ZONE } from '@/lib/dates/belgian-day';
import type { Locale } from '@/lib/i18n/routing';
import { TextProvider } from './hooks';
import type { TextMessages } from './translator';

/**
 * A catalogue compiled the way the build compiles it (next.config.ts, `precompile`), for component tests:
 * vitest imports messages/*.json as they are written, while the browser's translator reads compiled ones.
 */
export function compileMessages(messages: TextMessages): TextMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compileMessages(value as TextMessages)]),
  );
}

const compiled = new Map<Locale, TextMessages>();

/** The real catalogue of a locale, compiled as the build compiles it (tests only). */
export function catalogue(locale: Locale): TextMessages {
  let messages = compiled.get(locale);
  if (!messages) {
    messages = compileMessages(locale === 'fr' ? fr : nl);
    compiled.set(locale, messages);
  }
  return messages;
}

/** What the locale layout gives components, for component tests: the whole catalogue unless `messages` is given. */
export function TestText({ locale = 'nl', messages, children }: { locale?: Locale; messages?: TextMessages; children: ReactNode }) {
  return (
    <TextProvider locale={locale} timeZone={BELGIAN_TIME_ZONE} messages={messages ?? catalogue(locale)}>
      {children}
    </TextProvider>
  );
}
