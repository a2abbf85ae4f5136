import 'server-only';
import { getMe } from '@/lib/api/account';
import { getServerApi } from '@/lib/api/server';
import { postRotationSkipUserIds } from '@/lib/env';

/**
 * Whether the signed-in member is one whose wizard skips the rotation preview (POST_ROTATION_SKIP_USER_IDS,
 * docs/post-wizard.md). Decided on the server, so the list never reaches a browser; asks `/me` only when
 * the list is not empty, and any failure answers false (the preview is the safe default).
 */
export async function skipsImageRotation(): Promise<boolean> {
  const ids = postRotationSkipUserIds();
  if (ids.length === 0) return false;
  try {
    const me = await getMe(await getServerApi({ withAuth: true }), []);
    return ids.includes(me.id);
  } catch {
    return false;
  }
}
