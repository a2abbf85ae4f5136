// @ts-check

/**
 * What the front layer (scripts/front-not-found.mjs) and the site share to give a 404 its view in the
 * served HTML (docs/architecture.md, "The 404 view in the served HTML"): the internal page that
 * renders the view, the header that admits only the front layer to it, the marker that says which
 * view a 404 shows, and the slot the requested path goes into.
 */

/** The internal page's folder under `app/[locale]`. */
export const NOT_FOUND_SHELL_SEGMENT = 'not-found-shell';

/**
 * Sent by the front layer when it asks for the internal page; the front layer removes it from every
 * other request, so the page answers 404 to anyone else.
 */
export const NOT_FOUND_SHELL_HEADER = 'x-dealwijzer-not-found-shell';

/** The two 404 views (components/errors/not-found-view.tsx). */
export const NOT_FOUND_VARIANTS = /** @type {const} */ (['unmatched', 'invalid']);

/** The attribute on a 404 view's `<main>` that names its variant; the front layer reads it in the payload. */
export const NOT_FOUND_VARIANT_ATTRIBUTE = 'data-not-found';

/** Rendered by the internal page where the requested path goes; the front layer writes the path there. */
export const REQUESTED_PATH_SLOT = '{{requested-path}}';

/**
 * The internal page's address for a locale and variant (Dutch unprefixed, as every Dutch address).
 * @param {'nl' | 'fr'} locale
 * @param {(typeof NOT_FOUND_VARIANTS)[number]} variant
 */
export function notFoundShellPath(locale, variant) {
  return `${locale === 'nl' ? '' : `/${locale}`}/${NOT_FOUND_SHELL_SEGMENT}/${variant}`;
}
