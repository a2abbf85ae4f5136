// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { compileMessages } from './test-text';
import { TextProvider, useFormatter, useLocale, useTranslations } from './hooks';

function Probe() {
  const header = useTranslations('Header');
  const locale = useLocale();
  const format = useFormatter();
  return (
    <p>
      {header('menu')} · {locale} · {format.number(1234.5)}
    </p>
  );
}

function Page() {
  const page = useTranslations('Filters');
  const header = useTranslations('Header');
  return (
    <p>
      {page('title')} + {header('menu')}
    </p>
  );
}

describe('TextProvider and the #i18n hooks in the browser', () => {
  it('gives the locale, the time zone and the messages to the components below', () => {
    const { container } = render(
      <TextProvider locale="fr" timeZone="Europe/Brussels" messages={compileMessages({ Header: { menu: 'Menu' } })}>
        <Probe />
      </TextProvider>,
    );
    expect(container.textContent).toBe('Menu · fr · 1\u202f234,5');
  });

  it('adds a nested provider’s namespaces to the layout’s, keeping its locale', () => {
    const { container } = render(
      <TextProvider locale="nl" timeZone="Europe/Brussels" messages={compileMessages({ Header: { menu: 'Menu' } })}>
        <TextProvider messages={compileMessages({ Filters: { title: 'Filters' } })}>
          <Page />
        </TextProvider>
      </TextProvider>,
    );
    expect(container.textContent).toBe('Filters + Menu');
  });

  it('says which provider is missing instead of rendering keys', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Probe />)).toThrow(/TextProvider/);
    error.mockRestore();
  });
});
