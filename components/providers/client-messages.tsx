import type { ReactNode } from 'react';
import { getLocale } from 'next-intl/server';
import { loadMessages, pickMessages, type ClientNamespace } from '@/lib/i18n/messages';
import { TextProvider } from '@/lib/i18n/client/hooks';

/**
 * Gives the client components below it the message namespaces a page needs on top of the layout's
 * (CLIENT_NAMESPACES), so each page's HTML carries only its own part of the catalogue
 * (docs/performance-history.md, Session 9). Wrap the WHOLE tree a module returns: `client-namespaces.test.ts`
 * counts every client component a module imports as rendered inside the module's provider.
 */
export default async function ClientMessages({ namespaces, children }: { namespaces: readonly ClientNamespace[]; children: ReactNode }) {
  // The page registered its locale (pageLocale), so this reads no request header.
  const locale = await getLocale();
  const messages = pickMessages(await loadMessages(locale === 'fr' ? 'fr' : 'nl'), namespaces);
  return <TextProvider messages={messages}>{children}</TextProvider>;
}
