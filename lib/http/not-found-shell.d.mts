// Types of not-found-shell.mjs for the TypeScript modules and tests that import it.
export const NOT_FOUND_SHELL_SEGMENT: 'not-found-shell';
export const NOT_FOUND_SHELL_HEADER: 'x-dealwijzer-not-found-shell';
export const NOT_FOUND_VARIANTS: readonly ['unmatched', 'invalid'];
export type NotFoundVariant = (typeof NOT_FOUND_VARIANTS)[number];
export const NOT_FOUND_VARIANT_ATTRIBUTE: 'data-not-found';
export const REQUESTED_PATH_SLOT: '{{requested-path}}';
export function notFoundShellPath(locale: 'nl' | 'fr', variant: NotFoundVariant): string;
