import format, { type CompiledMessage, type FormatOptions } from 'icu-minify/format';
import { cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * The browser's translator (docs/architecture.md, "Translations in the browser"). The build compiles every
 * ICU message ahead of time (next.config.ts, `precompile`), so formatting a message is a walk over its
 * compiled form with the platform's Intl objects: no parser, and none of next-intl's client runtime.
 */

/** A catalogue, or a part of one, as the build compiled it: namespaces of nested keys down to messages. */
export type TextMessages = { readonly [key: string]: unknown };

export type TextConfig = {
  locale: string;
  messages: TextMessages;
  timeZone: string;
};

type RichValue = string | number | boolean | Date | ((chunks: ReactNode[]) => ReactNode);
export type TextValues = Record<string, RichValue>;

export type Translate = ((key: string, values?: TextValues) => string) & {
  rich: (key: string, values?: TextValues) => ReactNode;
  markup: (key: string, values?: TextValues) => string;
  has: (key: string) => boolean;
};

/** Intl objects are costly to build and immutable: one per locale and options, for the page's life. */
const intlObjects = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, locale: Intl.LocalesArgument, options: object | undefined, make: () => T): T {
  const key = `${kind}\u0000${String(locale)}\u0000${JSON.stringify(options ?? {})}`;
  let made = intlObjects.get(key) as T | undefined;
  if (!made) {
    made = make();
    intlObjects.set(key, made);
  }
  return made;
}

/**
 * A count from 0 to 999 reads the same in Dutch and French with or without Intl (no grouping, Latin
 * digits), so the default number format (ICU's `#`, a bare `{n, number}`) is built only for a number
 * that needs it: the first Intl.NumberFormat of a page loads the locale's number data (20 ms on this
 * machine's Chromium, four times that on Lighthouse's phone) inside the hydration task, for digits the
 * server already wrote. Only `format` is ever called on what getNumberFormat returns (icu-minify,
 * hooks.tsx); the cast names the contract's type.
 */
export const formatters: FormatOptions['formatters'] = {
  getNumberFormat(locale, options) {
    const made = () => memo('number', locale, options, () => new Intl.NumberFormat(locale, options));
    // 0–999 whole (`1 / value > 0` also turns away −0, which Intl writes "-0"); anything else, or a bigint, is Intl's.
    const plain = (value: unknown) => typeof value === 'number' && value % 1 === 0 && value < 1000 && 1 / value > 0;
    return options ? made() : ({ format: (value: number) => (plain(value) ? String(value) : made().format(value)) } as Intl.NumberFormat);
  },
  getDateTimeFormat: (locale, options) => memo('date', locale, options, () => new Intl.DateTimeFormat(locale, options)),
  getPluralRules: (locale, options) => memo('plural', locale, options, () => new Intl.PluralRules(locale, options)),
};

/** The message at a dotted path, or undefined (a namespace is not a message). */
export function lookUp(messages: TextMessages, path: string): CompiledMessage | undefined {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return undefined;
    node = (node as TextMessages)[part];
  }
  if (typeof node === 'string' || Array.isArray(node) || typeof node === 'number') return node as CompiledMessage;
  return undefined;
}

/** Rich-text tags may return elements; each gets a key, as React wants for siblings. */
function keyed(values: TextValues): TextValues {
  const prepared: TextValues = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'function') {
      prepared[name] = value;
      continue;
    }
    let index = 0;
    prepared[name] = (chunks) => {
      const result = value(chunks);
      return isValidElement(result) ? cloneElement(result, { key: `${name}${index++}` }) : result;
    };
  }
  return prepared;
}

/**
 * A translator for one namespace. A missing or unformattable message is reported (console.error, like
 * next-intl's default) and shows as its full key, so a gap is visible on the page and never throws.
 */
export function createTranslator({ locale, messages, timeZone }: TextConfig, namespace?: string): Translate {
  const fullKey = (key: string) => (namespace ? `${namespace}.${key}` : key);

  function fail(key: string, reason: string): string {
    console.error(`[i18n] ${reason}: ${fullKey(key)} (${locale})`);
    return fullKey(key);
  }

  function translateRich(key: string, values?: TextValues): ReactNode {
    const message = lookUp(messages, fullKey(key));
    if (message === undefined) return fail(key, 'missing message');
    try {
      return format<ReactNode>(message, locale, values && keyed(values), { formatters, timeZone });
    } catch (error) {
      return fail(key, `cannot format (${error instanceof Error ? error.message : String(error)})`);
    }
  }

  function translateText(key: string, values?: TextValues): string {
    const result = translateRich(key, values);
    return typeof result === 'string' ? result : fail(key, 'not plain text (use t.rich)');
  }

  return Object.assign(translateText, {
    rich: translateRich,
    markup: translateText,
    has: (key: string) => lookUp(messages, fullKey(key)) !== undefined,
  });
}
