import type { Locale } from './routing';
import type nl from '@/messages/nl.json';

export type Messages = typeof nl;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = locale === 'fr' ? await import('@/messages/fr.json') : await import('@/messages/nl.json');
  return messages.default;
}

/**
 * The namespaces the LAYOUT gives the browser on every page: the ones the chrome's client components
 * (header, menus, account dialogs, toasts, the error view…) name in `useTranslations`. A namespace only
 * some pages' client components use is not listed here but given by those pages through
 * `<ClientMessages namespaces={…}>` (components/providers/client-messages.tsx; the groups below), which
 * keeps it out of every other page's HTML (docs/performance-history.md, "Session 9"). Namespaces only
 * server code reads (`getTranslations`) are in neither. `client-namespaces.test.ts` walks the imports
 * of every route and fails when a client component's namespace is provided by neither, or when one
 * listed here is used by pages only.
 */
export const CLIENT_NAMESPACES = [
  'AccountValidation',
  'Auth',
  'AuthDialog',
  'BackButton',
  'ErrorPage',
  'Errors',
  'Forms',
  'Header',
  'HeaderAccount',
  'LocaleSwitcher',
  'MainMenu',
  'Notifications',
  'Register',
  'ScrollTop',
  'SearchBox',
  'Toasts',
  'UserMenu',
  'VerifyEmail',
  'consent',
] as const satisfies ReadonlyArray<keyof Messages>;

export type ClientNamespace = keyof Messages;

/** What a feed card needs in the browser, wherever cards render. */
export const CARD_NAMESPACES = ['FeedCard', 'MemberFlags', 'PostLanguage', 'PromoEngagement'] as const satisfies readonly ClientNamespace[];

/** A filtered list of promos (components/feed/feed-view.tsx): cards, the infinite list, the left bar (the filters are server markup; the price slider brings its texts). */
export const FEED_LIST_NAMESPACES = [...CARD_NAMESPACES, 'FeedList', 'LeftBar'] as const satisfies readonly ClientNamespace[];

/** The subscription box (components/engagement/subscription-box.tsx) and the form it opens. */
export const SUBSCRIPTION_BOX_NAMESPACES = ['SubscriptionBox', 'SubscriptionForm'] as const satisfies readonly ClientNamespace[];

/** The part of the catalogue named by `namespaces` (the layout's: CLIENT_NAMESPACES). */
export function pickMessages(messages: Messages, namespaces: readonly ClientNamespace[]): Partial<Messages> {
  return Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));
}

/** The part of the catalogue the layout gives the browser (see CLIENT_NAMESPACES). */
export function clientMessages(messages: Messages): Partial<Messages> {
  return pickMessages(messages, CLIENT_NAMESPACES);
}
