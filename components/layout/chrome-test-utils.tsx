import { render, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import fr from '@/messages/fr.json';
import nl from '@/messages/nl.json';
import type { Locale } from '@/lib/i18n/routing';

/** Renders a component with the real messages of a locale, as the locale layout does (`rerender` keeps them). */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'nl'): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale={locale} messages={locale === 'fr' ? fr : nl} timeZone="Europe/Brussels">
        {children}
      </NextIntlClientProvider>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
