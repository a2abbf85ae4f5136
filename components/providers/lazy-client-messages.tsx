'use client';

import { useLocale, type AbstractIntlMessages } from 'next-intl';
import { use, type ReactNode } from 'react';
import { pickMessages, type ClientNamespace } from '@/lib/i18n/messages';
import MergedMessages from './merged-messages';

const loaded = new Map<string, Promise<AbstractIntlMessages>>();

function load(locale: string, namespaces: readonly ClientNamespace[]): Promise<AbstractIntlMessages> {
  const key = `${locale}:${namespaces.join()}`;
  let promise = loaded.get(key);
  if (!promise) {
    const catalogue = locale === 'fr' ? import('@/messages/fr.json') : import('@/messages/nl.json');
    promise = catalogue.then((module) => pickMessages(module.default, namespaces) as AbstractIntlMessages);
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
  return <MergedMessages messages={messages}>{children}</MergedMessages>;
}
