import { notFound } from 'next/navigation';
import { isApiError } from './errors';

/** Awaits an API call; a 404 from the API renders the route's not-found view (HTTP 404). */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isApiError(error) && error.status === 404) notFound();
    throw error;
  }
}
