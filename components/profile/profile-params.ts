import { canonicalIdParam, routeParam } from '@/lib/schemas/route-params';

/** The member id of `/profiel/{userId}`, or null when it is not a positive whole number (the page is a 404 without asking the API). */
export function userIdParam(raw: string): number | null {
  return routeParam(canonicalIdParam, raw);
}
