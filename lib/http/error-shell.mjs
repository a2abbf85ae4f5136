// @ts-check

/**
 * What the front layer (scripts/front-error-view.mjs) and the site share to give a 404 or a 500 its
 * view in the served HTML (docs/architecture.md, "The error views in the served HTML"): the internal
 * page that renders each view, the header that admits only the front layer to it, the marker that
 * says which view a page shows, and the slot the requested path goes into.
 */

/** The internal page's folder under `app/[locale]`. */
export const ERROR_SHELL_SEGMENT = 'error-shell';

/**
 * Sent by the front layer when it asks for the internal page; the front layer removes it from every
 * other request, so the page answers 404 to anyone else.
 */
export const ERROR_SHELL_HEADER = 'x-dealwijzer-error-shell';

/** The two 404 views (components/errors/not-found-view.tsx). */
export const NOT_FOUND_VIEWS = /** @type {const} */ (['unmatched', 'invalid']);

/** Every view the internal page renders: the 404 views and the server error's (components/errors/server-error-view.tsx). */
export const ERROR_VIEWS = /** @type {const} */ ([...NOT_FOUND_VIEWS, 'server-error']);

/** The attribute on an error view's `<main>` that names it; the front layer reads it in a 404's payload. */
export const ERROR_VIEW_ATTRIBUTE = 'data-error-view';

/** Rendered by the internal page where the requested path goes; the front layer writes the path there. */
export const REQUESTED_PATH_SLOT = '{{requested-path}}';

/**
 * The internal page's address for a locale and view (Dutch unprefixed, as every Dutch address).
 * @param {'nl' | 'fr'} locale
 * @param {(typeof ERROR_VIEWS)[number]} view
 */
export function errorShellPath(locale, view) {
  return `${locale === 'nl' ? '' : `/${locale}`}/${ERROR_SHELL_SEGMENT}/${view}`;
}
