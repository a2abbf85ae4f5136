'use client';

import type { useFormatter as nextIntlFormatter, useLocale as nextIntlLocale, useTranslations as nextIntlTranslations } from 'next-intl';
import { createContext, use, useMemo, type ReactNode } from 'react';
import { createTranslator, formatters, type TextConfig, type TextMessages } from './translator';

/**
 * Components translate through this module in the browser (docs/architecture.md, "Translations in the
 * browser"); `#i18n` (package.json "imports") points server components at next-intl's own hooks instead.
 * The hooks keep next-intl's signatures, so message keys stay type-checked against the catalogue.
 */

const TextContext = createContext<TextConfig | null>(null);

function useTextConfig(): TextConfig {
  const config = use(TextContext);
  if (!config) throw new Error('A component that translates rendered outside <TextProvider> (app/[locale]/layout.tsx gives it).');
  return config;
}

/**
 * Gives the components below it the locale and messages. A nested provider ADDS its namespaces to the
 * ones above it (a page's or a dialog's own, on top of the layout's); the locale and time zone, when not
 * given, are the parent's.
 */
export function TextProvider({ locale, timeZone, messages, children }: { locale?: string; timeZone?: string; messages: TextMessages; children: ReactNode }) {
  const parent = use(TextContext);
  const resolvedLocale = locale ?? parent?.locale;
  const resolvedTimeZone = timeZone ?? parent?.timeZone;
  if (!resolvedLocale || !resolvedTimeZone) throw new Error('The outermost <TextProvider> needs a locale and a time zone.');
  const config = useMemo<TextConfig>(
    () => ({ locale: resolvedLocale, timeZone: resolvedTimeZone, messages: parent ? { ...parent.messages, ...messages } : messages }),
    [resolvedLocale, resolvedTimeZone, parent, messages],
  );
  return <TextContext value={config}>{children}</TextContext>;
}

function useTranslationsHere(namespace?: string) {
  const config = useTextConfig();
  return useMemo(() => createTranslator(config, namespace), [config, namespace]);
}

function useLocaleHere(): string {
  return useTextConfig().locale;
}

type Formatter = ReturnType<typeof nextIntlFormatter>;

/** The formatter's number and date parts, on the same cached Intl objects as the messages. */
function useFormatterHere(): Pick<Formatter, 'number' | 'dateTime'> {
  const { locale, timeZone } = useTextConfig();
  return useMemo(
    () => ({
      number: (value: number | bigint, options?: Intl.NumberFormatOptions | string) =>
        formatters.getNumberFormat(locale, typeof options === 'string' ? undefined : options).format(value),
      dateTime: (value: Date | number, options?: Intl.DateTimeFormatOptions | string) =>
        formatters.getDateTimeFormat(locale, { timeZone, ...(typeof options === 'string' ? undefined : options) }).format(value),
    }),
    [locale, timeZone],
  );
}

// The implementations are typed through next-intl's own declarations (casts, no `any`): the same
// generics check every key against the catalogue, whichever module a component resolves to.
export const useTranslations = useTranslationsHere as unknown as typeof nextIntlTranslations;
export const useLocale = useLocaleHere as unknown as typeof nextIntlLocale;
export const useFormatter = useFormatterHere as unknown as () => Pick<Formatter, 'number' | 'dateTime'>;
