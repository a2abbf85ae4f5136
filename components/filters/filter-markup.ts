/**
 * How the filter code finds the server-rendered filter markup (filter-panel.tsx, option-list.tsx,
 * mobile-filters.tsx, active-filters.tsx): its `data-filter-…` attributes. A module of its own, with
 * nothing else in it, because the controls in every list's first load need these selectors and the
 * DOM functions that also use them (filter-dom.ts) load only on idle or first intent.
 */

export const FILTER_FORM = 'form[data-filter-form]';
export const FILTER_PANEL = '[data-filter-panel]';
export const FILTER_SHEET = 'dialog[data-filter-sheet]';

/** Everything the filter controls listen to; events elsewhere are not their business. */
export const FILTER_MARKUP = '[data-filter-panel], [data-filter-sheet], [data-filter-sheet-open], a[data-filter-link]';

const BOX = 'input[type="checkbox"]';
/** A box, inside `scope`, whose state is not the one the server rendered (`checked` is the server's, `:checked` the box's now). */
const changedBox = (scope: string) => `${scope}${BOX}:checked:not([checked]), ${scope}${BOX}[checked]:not(:checked)`;
/** A box a visitor changed before the page listened (a click while it loaded), within a form. */
export const CHANGED_BOX = changedBox('');
/** The same anywhere in the page's filter forms. */
export const CHANGED_FILTER_BOX = changedBox(`${FILTER_FORM} `);
