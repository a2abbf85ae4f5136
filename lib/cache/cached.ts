import 'server-only';
import { unstable_cache } from 'next/cache';
import type { CacheTag } from '@/lib/api/cache-tags';
import { buildId } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { LIFETIMES, type Lifetime } from './lifetimes';

/** The arguments of a cached loader: its language plus plain, normalised values (the query). */
export type CacheArgs = { locale: Locale } & Record<string, unknown>;

/** JSON with object keys sorted, so `{a, b}` and `{b, a}` are one key; `undefined` fields are left out. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (!inner || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    const sorted: Record<string, unknown> = {};
    for (const key of Object.keys(inner).sort()) sorted[key] = (inner as Record<string, unknown>)[key];
    return sorted;
  });
}

/** The key of one entry: the build, the loader's name, the language and the normalised arguments. */
export function cacheKey(name: string, args: CacheArgs): string[] {
  return [buildId(), name, args.locale, stableJson(args)];
}

/**
 * Guest data shared by every request asking the same thing, through Next's data cache
 * (`unstable_cache`, stored by lib/cache/page-cache-handler.mjs under its size bound). The entry
 * carries `tags`, so a change the API reports (app/api route.ts → `revalidateTag`) expires it, and
 * so does the ISR page that read it; otherwise it lives `LIFETIMES[lifetime]` seconds.
 *
 * `load` gets only `args` (use `getPublicApi(args.locale)`, never cookies, headers or the request
 * locale) and must throw for an answer that must not be kept: the API's 404, a page past the end.
 * A rejection stores nothing, so an invented address leaves no entry.
 */
export function cached<A extends CacheArgs, T>(
  name: string,
  args: A,
  load: (args: A) => Promise<T>,
  options: { tags: readonly CacheTag[]; lifetime: Lifetime },
): Promise<T> {
  return unstable_cache(() => load(args), cacheKey(name, args), {
    tags: [...options.tags],
    revalidate: LIFETIMES[options.lifetime],
  })();
}
