import type { Locale } from './routing';
import type nl from '@/messages/nl.json';

export type Messages = typeof nl;

export async function loadMessages(locale: Locale): Promise<Messages> {
  const messages = locale === 'fr' ? await import('@/messages/fr.json') : await import('@/messages/nl.json');
  return messages.default;
}
