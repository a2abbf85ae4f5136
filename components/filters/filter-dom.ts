import { isNamedSort, URL_LIST_KEYS, writeCleanSearch } from '@/lib/filters/query-string';
import { CHANGED_BOX, FILTER_FORM, FILTER_PANEL } from './filter-markup';

/**
 * What the filter controls (filter-controls.tsx) do to the server-rendered filter markup
 * (filter-panel.tsx, option-list.tsx, filter-group.tsx, mobile-filters.tsx, active-filters.tsx):
 * plain DOM functions, found by their `data-filter-…` attributes. React rendered the markup and still
 * owns what it rendered; these functions change only what the visitor would change by hand (a box's
 * checked state, a field's text) or attributes React leaves alone because their props do not change
 * until the server sends the next page (`aria-expanded`, `hidden`, `disabled`).
 */

const RESULTS = '[data-filter-results]';

/** The filter buttons whose clicks before the page listened are kept (mobile-filters.tsx) and clicked again. */
export const EARLY_FILTER_BUTTONS = '[data-filter-toggle],[data-filter-more],[data-filter-sheet-open]';

/**
 * The address (page 1) of what a filter form's fields choose now. The fields hold the server's clean
 * values (ids, post types, a price range that is not the whole slider, the order and language of the
 * URL), so this only writes them the way the URL does (lib/filters/query-string.ts) and tidies the
 * typed words; the server reads every address forgivingly anyway (lib/filters/url.ts).
 */
export function formHref(form: HTMLFormElement, pathname: string): string {
  const data = new FormData(form);
  const values = (key: string) => [...new Set(data.getAll(key).filter((value): value is string => typeof value === 'string' && value !== ''))];
  const q = (values('q')[0] ?? '').replace(/\s+/g, ' ').trim() || undefined;
  const sort = values('sort')[0];
  const price = values('price[]');
  const search = writeCleanSearch({
    ...Object.fromEntries(URL_LIST_KEYS.map((key) => [key, values(`${key}[]`)])),
    price: price.length === 2 ? price.map(Number) : undefined,
    q,
    language: values('language')[0],
    // The order the URL named may be the default for the words now (a search added or cleared).
    sort: isNamedSort(sort, q) ? sort : undefined,
  });
  return search ? `${pathname}?${search}` : pathname;
}

/** Opens or closes a filter group from its disclosure button. */
export function toggleGroup(button: HTMLElement): void {
  const open = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(open));
  const content = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (content) content.hidden = !open;
}

/** "Show more" / "show less" of an option list: CSS hides the options past the short list until the list is expanded. */
export function toggleMore(button: HTMLElement): void {
  const expanded = button.getAttribute('aria-expanded') !== 'true';
  button.setAttribute('aria-expanded', String(expanded));
  document.getElementById(button.getAttribute('aria-controls') ?? '')?.toggleAttribute('data-expanded', expanded);
}

function boxesOf(group: Element): HTMLInputElement[] {
  return Array.from(group.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'));
}

/** After a box changed: only one choice in a `data-single` group, the others disabled once a `data-max` group is full. */
export function keepChoiceRules(box: HTMLInputElement): void {
  const group = box.closest('[role="group"]');
  if (!group) return;
  const boxes = boxesOf(group);
  if (group.hasAttribute('data-single') && box.checked) {
    for (const other of boxes) if (other !== box) other.checked = false;
  }
  const max = Number(group.getAttribute('data-max'));
  if (!max) return;
  const full = boxes.filter((other) => other.checked).length >= max;
  for (const other of boxes) other.disabled = full && !other.checked;
  const hint = group.querySelector<HTMLElement>('[data-filter-max-hint]');
  if (hint) hint.hidden = !full;
}

/** True when a visitor changed a box before the page listened (a click while it loaded). */
export function changedByHand(form: HTMLFormElement): boolean {
  return form.querySelector(CHANGED_BOX) !== null;
}

/**
 * Makes the boxes and the search field show the page the server rendered last (React updates what
 * they start with, `defaultChecked` and `defaultValue`, but not what a visitor changed): after a
 * change lands, and after Back or Forward. A field being typed in keeps its text.
 */
export function syncForms(root: ParentNode): void {
  for (const form of root.querySelectorAll<HTMLFormElement>(FILTER_FORM)) {
    for (const box of boxesOf(form)) box.checked = box.defaultChecked;
    for (const field of form.querySelectorAll<HTMLInputElement>('input[type="search"]')) {
      if (field !== document.activeElement) field.value = field.defaultValue;
    }
  }
}

/** Marks the results busy (dimmed) and says "updating" in each panel while a change loads. */
export function markPending(root: ParentNode, pending: boolean): void {
  for (const region of root.querySelectorAll<HTMLElement>(RESULTS)) {
    region.toggleAttribute('data-pending', pending);
    if (pending) region.setAttribute('aria-busy', 'true');
    else region.removeAttribute('aria-busy');
  }
  for (const panel of root.querySelectorAll<HTMLElement>(FILTER_PANEL)) {
    panel.toggleAttribute('data-pending', pending);
    const status = panel.querySelector<HTMLElement>('[data-filter-status]');
    if (status) status.textContent = pending ? (panel.getAttribute('data-updating') ?? '') : '';
  }
}
