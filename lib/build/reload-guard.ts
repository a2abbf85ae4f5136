/**
 * Reloading the page when the browser holds an old build (docs/app-shell.md, New builds): a script
 * chunk that fails to load (a deploy removed it) reloads the page once; a second failure within the
 * guard (10 s) does not reload again, so a chunk that is really broken never loops.
 */

export const RELOAD_GUARD_MS = 10_000;
const RELOADED_AT_KEY = 'dw:reloaded-at';

type GuardStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The tab's session storage, or null where the browser refuses it. */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Reloads unless the page reloaded for this reason less than RELOAD_GUARD_MS ago. True when it reloaded. */
export function reloadOnce(storage: GuardStorage | null, now: number, reload: () => void): boolean {
  try {
    const last = Number(storage?.getItem(RELOADED_AT_KEY) ?? Number.NaN);
    if (Number.isFinite(last) && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    storage?.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // Storage refused (private mode, quota): without the guard a broken chunk could loop, so do nothing.
    return false;
  }
  reload();
  return true;
}

const CHUNK_MESSAGE = /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module/i;

/** Whether an error (or a rejection's reason) is a script or style chunk that could not be loaded. */
export function isChunkLoadError(reason: unknown): boolean {
  if (!reason || typeof reason !== 'object') return typeof reason === 'string' && CHUNK_MESSAGE.test(reason);
  const { name, message } = reason as { name?: unknown; message?: unknown };
  return name === 'ChunkLoadError' || (typeof message === 'string' && CHUNK_MESSAGE.test(message));
}
