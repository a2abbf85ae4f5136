import { render, type RenderResult } from '@testing-library/react';
import { TestText } from '@/lib/i18n/client/test-text';
import type { ReactElement, ReactNode } from 'react';
import type { Locale } from '@/lib/i18n/routing';

/** Renders a component with the real messages of a locale, as the locale layout does (`rerender` keeps them). */
export function renderWithIntl(ui: ReactElement, locale: Locale = 'nl'): RenderResult {
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <TestText locale={locale}>
        {children}
      </TestText>
    );
  }
  return render(ui, { wrapper: Wrapper });
}
