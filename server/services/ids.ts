import { recordIdParam } from '@/lib/schemas/route-params';

/** Ids without nulls, duplicates or unsafe numbers, in the order first seen. */
export function uniqueIds(ids: Iterable<number | null | undefined>): number[] {
  const set = new Set<number>();
  for (const id of ids) if (typeof id === 'number' && Number.isSafeInteger(id)) set.add(id);
  return [...set];
}

/** A record id written in a path or a query (the pages' and the API's rule), or null when it names none. */
export function recordId(value: string): number | null {
  const parsed = recordIdParam.safeParse(value);
  return parsed.success ? parsed.data : null;
}
