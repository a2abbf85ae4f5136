'use client';

import { use, type ReactNode } from 'react';
import { pickMessages, type ClientNamespace, type Messages } from '@/lib/i18n/messages';
import { importCatalogue } from '@/lib/i18n/client/catalogue';
import { TextProvider, useLocale } from '@/lib/i18n/client/hooks';
import type { TextMessages } from '@/lib/i18n/client/translator';
import type { Locale } from '@/lib/i18n/routing';

const loaded = new Map<string, Promise<TextMessages>>();

function load(locale: Locale, namespaces: readonly ClientNamespace[]): Promise<TextMessages> {
  const key = `${locale}:${namespaces.join()}`;
  let promise = loaded.get(key);
  if (!promise) {
    promise = importCatalogue(locale).then((catalogue) => pickMessages(catalogue as Messages, namespaces) as TextMessages);
    loaded.set(key, promise);
  }
  return promise;
}

/**
 * ClientMessages for a part that is itself loaded lazily in the browser (a dialog any page can open):
 * its namespaces come with it, when it opens, instead of in every page's HTML. Suspends while the
 * catalogue chunk loads; render it inside a Suspense boundary.
 */
export default function LazyClientMessages({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  const locale = useLocale();
  const messages = use(load(locale, namespaces));
  return <TextProvider messages={messages}>{children}</TextProvider>;
}
