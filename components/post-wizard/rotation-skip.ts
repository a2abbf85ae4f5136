import 'server-only';
import { getMe } from '@/lib/api/account';
import { getServerApi } from '@/lib/api/server';
import { postRotationSkipUserIds } from '@/lib/env';

/**
 * Whether the signed-in member is one whose wizard skips the rotation preview (POST_ROTATION_SKIP_USER_IDS,
 * docs/post-wizard.md): /me's `skip_image_rotation`, asked on the server so that /upload-post renders the
 * right step at once. Asks only when the list is not empty; any failure answers false (the preview is
 * the safe default).
 */
export async function skipsImageRotation(): Promise<boolean> {
  if (postRotationSkipUserIds().length === 0) return false;
  try {
    const me = await getMe(await getServerApi({ withAuth: true }), []);
    return me.skip_image_rotation;
  } catch {
    return false;
  }
}
