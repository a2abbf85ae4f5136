/**
 * Before a notification leaves a list: moves focus to the next one's main button (or the previous
 * one's, or `fallback`), so a keyboard user deleting one after another never lands on the page's top.
 */
export function focusAfterRemoval(list: HTMLElement | null, id: number, fallback: HTMLElement | null): void {
  const rows = list ? Array.from(list.querySelectorAll<HTMLElement>('[data-notification-id]')) : [];
  const index = rows.findIndex((row) => row.dataset.notificationId === String(id));
  const neighbour = rows[index + 1] ?? rows[index - 1];
  const target = (index >= 0 && neighbour?.querySelector<HTMLElement>('button')) || fallback;
  target?.focus();
}
