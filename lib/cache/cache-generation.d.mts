// Types of cache-generation.mjs for the TypeScript modules and tests that import it.
export function pageCacheGeneration(): number;
export function bumpPageCacheGeneration(): void;
