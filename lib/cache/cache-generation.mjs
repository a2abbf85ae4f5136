// @ts-check

/**
 * A counter of the page cache's changes, shared in-process by the page cache handler (which counts)
 * and the front layer's page cache (which drops everything it holds when the count moves):
 * docs/architecture.md, Caching, layer 0. The handler is loaded more than once (Next
 * imports it, Turbopack also bundles it), so the counter lives on globalThis.
 */
const GENERATION = Symbol.for('dealwijzer.page-cache-generation');

/** @returns {{ value: number }} */
function counter() {
  let found = /** @type {{ value: number } | undefined} */ (Reflect.get(globalThis, GENERATION));
  if (!found) {
    found = { value: 0 };
    Reflect.set(globalThis, GENERATION, found);
  }
  return found;
}

/** The current count. */
export function pageCacheGeneration() {
  return counter().value;
}

/** A page was stored or a tag expired: whatever was copied from the page cache before may be stale. */
export function bumpPageCacheGeneration() {
  counter().value += 1;
}
