/**
 * A control that leaves the page with what it acted on (an added picture's "add", a followed
 * suggestion's "follow") would drop the keyboard to the top of the page. On the next frame, once the
 * page shows the change, `target()` gets the focus, unless it has gone somewhere else meanwhile (only
 * <body> is taken over).
 */
export function focusWhenDropped(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    target()?.focus();
  });
}
