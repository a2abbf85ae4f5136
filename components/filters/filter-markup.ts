/**
 * How the filter code finds the server-rendered filter markup (filter-panel.tsx, option-list.tsx,
 * mobile-filters.tsx, active-filters.tsx): its `data-filter-…` attributes. A module of its own, with
 * nothing else in it, because the filter controls (filter-controls.tsx) need these selectors and the
 * DOM functions that also use them (filter-dom.ts) load only with the actions, after the controls.
 */

export const FILTER_FORM = 'form[data-filter-form]';
export const FILTER_PANEL = '[data-filter-panel]';
export const FILTER_SHEET = 'dialog[data-filter-sheet]';
export const FILTER_SHEET_OPEN = 'button[data-filter-sheet-open]';

/** The list's order and posts' language links (list-controls.tsx): their own navigation remounts the page like a filter's. */
export const LIST_CONTROLS = '[data-list-controls]';

/** Where a control keeps the focus across the remount a change brings (keep-focus.ts). */
export const FOCUS_HOMES = `${FILTER_PANEL}, ${LIST_CONTROLS}`;

/** Everything the filter controls listen to; events elsewhere are not their business. */
export const FILTER_MARKUP = `[data-filter-panel], [data-filter-sheet], [data-filter-sheet-open], a[data-filter-link], ${LIST_CONTROLS}`;

/** A box a visitor changed before the page listened (a click while it loaded): `checked` is the server's state, `:checked` the box's now. */
export const CHANGED_BOX = 'input[type="checkbox"]:checked:not([checked]), input[type="checkbox"][checked]:not(:checked)';
