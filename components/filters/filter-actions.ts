import { changedByHand, formHref, keepChoiceRules, markPending, syncForms, toggleGroup, toggleMore } from './filter-dom';
import { FILTER_FORM, FILTER_PANEL, FILTER_SHEET, LIST_CONTROLS } from './filter-markup';
import { closeSheet, noteSheetScroll, openSheet, releaseScroll, reopenSheet, sheetClosed } from './filter-sheet';
import { forgetFocus, pendingFocusFor, rememberFocus } from './keep-focus';
import { restoreFocus } from './restore-focus';

/**
 * What the filter markup's events do, loaded by the filter controls (filter-controls.tsx) when the
 * page is idle or at the first touch, click or key press, and kept from then on (its state, the open
 * sheet and a remembered focus, lives across the remount the first filter brings).
 */

/** What the page's filter controls give the actions: a client navigation to a filtered address. */
export type FilterHost = { navigate: (href: string) => void };

export { markPending };

const pathname = () => window.location.pathname;

function go(host: FilterHost, href: string, from: Element | null): void {
  rememberFocus(from?.closest(FILTER_PANEL) ?? null, pathname());
  noteSheetScroll();
  host.navigate(href);
}

function onClick(event: MouseEvent, target: Element, host: FilterHost): void {
  const control = target.closest<HTMLElement>('[data-filter-toggle], [data-filter-more], [data-filter-sheet-open], [data-filter-sheet-close], a[data-filter-link]');
  if (control?.hasAttribute('data-filter-toggle')) toggleGroup(control);
  else if (control?.hasAttribute('data-filter-more')) toggleMore(control);
  else if (control?.hasAttribute('data-filter-sheet-open')) {
    const dialog = document.querySelector<HTMLDialogElement>(FILTER_SHEET);
    if (dialog) openSheet(dialog, pathname());
  } else if (control?.hasAttribute('data-filter-sheet-close')) {
    const dialog = control.closest<HTMLDialogElement>(FILTER_SHEET);
    if (dialog) closeSheet(dialog);
  } else if (control instanceof HTMLAnchorElement) {
    // The controls stopped a plain click's own navigation; this one keeps the scroll and shows progress.
    if (event.defaultPrevented) go(host, control.pathname + control.search, null);
  } else if (target.closest(LIST_CONTROLS)) {
    // An order or language link: next/link navigates (it stopped the click's own navigation), and
    // the first such change remounts the page as a filter's does; its link takes the focus back.
    if (event.defaultPrevented) rememberFocus(target.closest(LIST_CONTROLS), pathname());
  } else if (target.matches(FILTER_SHEET)) {
    // A click on the backdrop (the dialog element itself, outside its content) closes the sheet.
    closeSheet(target as HTMLDialogElement);
  }
}

/** One event of the filter markup (the controls stopped what had to be stopped at once: a form's submit, a chip's plain click). */
export function handle(event: Event, host: FilterHost): void {
  const target = event.target instanceof Element ? event.target : null;
  if (!target) return;
  if (event.type === 'change' && target instanceof HTMLInputElement && target.type === 'checkbox') {
    const form = target.closest<HTMLFormElement>(FILTER_FORM);
    if (!form) return;
    keepChoiceRules(target);
    go(host, formHref(form, pathname()), target);
  } else if (event.type === 'submit' && target instanceof HTMLFormElement && target.matches(FILTER_FORM)) {
    go(host, formHref(target, pathname()), document.activeElement ?? target);
  } else if (event.type === 'click') {
    onClick(event as MouseEvent, target, host);
  } else if (event.type === 'close' && target.matches(FILTER_SHEET) && target.isConnected) {
    // Escape or close(); a sheet taken out with its page (the remount) stays open for the next one.
    sheetClosed();
  }
}

/**
 * When a page's controls mount: the sheet opens again and the focus comes back if a filter change of
 * this page remounted it, and the buttons clicked and a box checked while the page loaded are
 * applied. Returns the clean-up.
 */
export function mount(host: FilterHost, clicked: readonly Element[] = []): () => void {
  reopenSheet(pathname());
  const wanted = pendingFocusFor(pathname());
  const stopRestoring = wanted ? restoreFocus(wanted) : () => {};
  // Buttons clicked before the page listened: clicked again, now that it does.
  for (const button of clicked) if (button instanceof HTMLElement && button.isConnected) button.click();
  const early = Array.from(document.querySelectorAll<HTMLFormElement>(FILTER_FORM)).find(changedByHand);
  // From the form: the box the visitor changed (focused by the click or key) keeps the focus on the next page.
  if (early) go(host, formHref(early, pathname()), early);
  return () => {
    stopRestoring();
    releaseScroll();
  };
}

/** A change landed (or Back/Forward came): the boxes show what the server rendered. */
export function afterNavigation(page: ParentNode): void {
  syncForms(page);
  forgetFocus();
}
