/** The key in the tab's session storage that remembers the open-in-default-browser dialog was shown. */
export const ASKED_KEY = 'dw:in-app-browser-asked';

type SessionStorageLike = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * True the first time it is asked in this tab's session, and remembers that; false afterwards. Also
 * false where session storage is refused: without a memory the dialog would come back on every page.
 */
export function firstTimeThisSession(storage: SessionStorageLike | null, key: string = ASKED_KEY): boolean {
  if (storage === null) return false;
  try {
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    return false;
  }
}
