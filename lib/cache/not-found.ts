import { notFound } from 'next/navigation';
import { isApiError } from '@/lib/api/errors';

/**
 * Thrown by a cached loader for an answer that is the page's 404 but no API error: a list page past
 * its end. Throwing (not returning) keeps it out of the data cache (lib/cache/cached.ts).
 */
export class PastTheEnd extends Error {
  constructor(what: string) {
    super(`${what}: past the last page`);
    this.name = 'PastTheEnd';
  }
}

/** Awaits a (cached) load; the API's 404 or a page past the end render the route's 404 view. */
export async function loadOrNotFound<T>(load: Promise<T>): Promise<T> {
  try {
    return await load;
  } catch (error) {
    if (error instanceof PastTheEnd || (isApiError(error) && error.status === 404)) notFound();
    throw error;
  }
}
