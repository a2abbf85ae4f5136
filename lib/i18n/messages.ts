import type { Locale } from './routing';
import type nl from '@/messages/nl.json';

export type Messages = typeof nl;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = locale === 'fr' ? await import('@/messages/fr.json') : await import('@/messages/nl.json');
  return messages.default;
}

/**
 * The namespaces the browser needs: every one a `useTranslations` call names (client components, and
 * shared ones that may render in the browser). Namespaces only server code reads (`getTranslations`:
 * metadata, breadcrumbs, footer, page headings…) stay on the server, which keeps about a third of the
 * catalogue out of every page's HTML. `client-namespaces.test.ts` fails when a component names one
 * that is missing here.
 */
export const CLIENT_NAMESPACES = [
  'AccountValidation',
  'ArticleCard',
  'Auth',
  'AuthDialog',
  'AuthPage',
  'BackButton',
  'Catalogue',
  'CategoryStrip',
  'DefaultBrowser',
  'DeleteAccount',
  'ErrorPage',
  'Errors',
  'FeedCard',
  'Favourites',
  'FeedList',
  'Filters',
  'FolderCard',
  'FolderMenuBar',
  'FolderViewer',
  'FoldersPage',
  'Forms',
  'Header',
  'HeaderAccount',
  'LeftBar',
  'LocaleSwitcher',
  'MainMenu',
  'MemberFlags',
  'MostRead',
  'NewsList',
  'NewsPagination',
  'Notifications',
  'PasswordReset',
  'Profile',
  'PromoDetail',
  'PromoEngagement',
  'Register',
  'ScrollTop',
  'SearchBox',
  'Settings',
  'Share',
  'SubscriptionBox',
  'Toasts',
  'UserMenu',
  'VerifyEmail',
  'VerifyPage',
] as const satisfies ReadonlyArray<keyof Messages>;

/** The part of the catalogue the browser gets (see CLIENT_NAMESPACES). */
export function clientMessages(messages: Messages): Partial<Messages> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
}
