// Types of error-shell.mjs for the TypeScript modules and tests that import it.
export const ERROR_SHELL_SEGMENT: 'error-shell';
export const ERROR_SHELL_HEADER: 'x-dealwijzer-error-shell';
export const NOT_FOUND_VIEWS: readonly ['unmatched', 'invalid'];
export type NotFoundViewName = (typeof NOT_FOUND_VIEWS)[number];
export const ERROR_VIEWS: readonly ['unmatched', 'invalid', 'server-error'];
export type ErrorViewName = (typeof ERROR_VIEWS)[number];
export const ERROR_VIEW_ATTRIBUTE: 'data-error-view';
export const REQUESTED_PATH_SLOT: '{{requested-path}}';
export function errorShellPath(locale: 'nl' | 'fr', view: ErrorViewName): string;
