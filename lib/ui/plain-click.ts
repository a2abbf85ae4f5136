/** The parts of a DOM or React mouse event that tell a plain click from a modified one. */
export type ClickLike = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>;

/**
 * A left click with no modifier key: the only click a page may take over. Ctrl, Cmd, Shift or Alt
 * (and the middle button) ask the browser for a new tab, a window or a download, and keep that.
 */
export function isPlainClick(event: ClickLike): boolean {
  return event.button === 0 && !hasModifierKey(event);
}

/** Any modifier key held: the browser's own handling of the click is kept (no button check). */
export function hasModifierKey(event: Omit<ClickLike, 'button'>): boolean {
  return event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
