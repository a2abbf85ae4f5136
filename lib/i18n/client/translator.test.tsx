import { isValidElement, type ReactElement } from 'react';
import { compileMessages } from './test-text';
import { createTranslator, type TextConfig } from './translator';

const config = (locale: string, messages: Record<string, unknown>): TextConfig => ({
  locale,
  timeZone: 'Europe/Brussels',
  messages: compileMessages(messages),
});

const messages = {
  Feed: {
    plain: 'Nieuwste promoties',
    hello: 'Hallo {name}',
    count: '{count, plural, =0 {geen promoties} one {# promo} other {# promoties}}',
    kind: '{kind, select, store {winkel} other {webshop}}',
    price: 'Vanaf {price, number} euro',
    until: 'Tot {day, date}',
    rich: 'Gedeeld door <strong>{name}</strong>',
    nested: { deeper: 'Diep' },
  },
};

describe('the browser translator (compiled messages)', () => {
  const t = createTranslator(config('nl', messages), 'Feed');

  it('formats plain text, arguments, plurals, selects and numbers as next-intl does', () => {
    expect(t('plain')).toBe('Nieuwste promoties');
    expect(t('hello', { name: 'Lies' })).toBe('Hallo Lies');
    expect(t('count', { count: 0 })).toBe('geen promoties');
    expect(t('count', { count: 1 })).toBe('1 promo');
    expect(t('count', { count: 1234 })).toBe('1.234 promoties');
    expect(t('kind', { kind: 'store' })).toBe('winkel');
    expect(t('kind', { kind: 'anything' })).toBe('webshop');
    expect(t('price', { price: 1234.5 })).toBe('Vanaf 1.234,5 euro');
    expect(t('nested.deeper')).toBe('Diep');
  });

  it('formats dates in the Belgian time zone', () => {
    // 23:30 UTC on 31 December is already 1 January in Brussels.
    expect(t('until', { day: new Date('2026-12-31T23:30:00Z') })).toBe('Tot 1-1-2027');
  });

  it('formats French numbers and plurals in French', () => {
    const fr = createTranslator(config('fr', { Feed: { count: '{count, plural, one {# promo} other {# promos}}' } }), 'Feed');
    expect(fr('count', { count: 1 })).toBe('1 promo');
    expect(fr('count', { count: 1500 })).toBe('1\u202f500 promos');
  });

  it('writes a count under 1,000 without building a number format, and the same digits as one', async () => {
    // A fresh module: the Intl objects are kept for the page's life, so an earlier test's would hide a build.
    vi.resetModules();
    const fresh = await import('./translator');
    const Real = Intl.NumberFormat;
    const built = vi.fn();
    Intl.NumberFormat = class extends Real {
      constructor(...args: ConstructorParameters<typeof Real>) {
        super(...args);
        built();
      }
    } as typeof Real;
    onTestFinished(() => {
      Intl.NumberFormat = Real;
    });
    const nl = fresh.createTranslator(config('nl', messages), 'Feed');
    const fr = fresh.createTranslator(config('fr', { Feed: { count: '{count, plural, one {# promo} other {# promos}}' } }), 'Feed');
    expect(nl('count', { count: 12 })).toBe('12 promoties');
    expect(fr('count', { count: 999 })).toBe('999 promos');
    expect(built).not.toHaveBeenCalled();
    for (const locale of ['nl', 'fr']) {
      const plain = fresh.formatters.getNumberFormat(locale);
      for (const value of [0, 7, 999]) expect(plain.format(value)).toBe(new Real(locale).format(value));
    }
    built.mockClear();
    expect(nl('count', { count: 1000 })).toBe('1.000 promoties');
    expect(fr('count', { count: 2.5 })).toBe('2,5 promos');
    expect(nl('price', { price: -3 })).toBe('Vanaf -3 euro');
    expect(fresh.formatters.getNumberFormat('nl').format(-0)).toBe(new Real('nl').format(-0));
    expect(fresh.formatters.getNumberFormat('nl').format(12n)).toBe('12');
    expect(built).toHaveBeenCalled();
  });

  it('renders rich text with keyed elements', () => {
    const node = t.rich('rich', { name: 'Lies', strong: (chunks) => <strong>{chunks}</strong> });
    expect(Array.isArray(node)).toBe(true);
    const [text, element] = node as [string, ReactElement<{ children: unknown }>];
    expect(text).toBe('Gedeeld door ');
    expect(isValidElement(element) && element.type).toBe('strong');
    expect(element.key).toBe('strong0');
    expect(element.props.children).toEqual(['Lies']);
  });

  it('shows a missing message as its key and reports it, without throwing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('nope')).toBe('Feed.nope');
    expect(t('nested')).toBe('Feed.nested');
    expect(t.has('plain')).toBe(true);
    expect(t.has('nope')).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });

  it('asks for t.rich when a message needs elements', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(t('rich', { name: 'Lies', strong: (chunks) => <strong>{chunks}</strong> })).toBe('Feed.rich');
    expect(error.mock.calls[0]?.[0]).toMatch(/t\.rich/);
    error.mockRestore();
  });
});
