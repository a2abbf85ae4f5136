import type { ApiClient } from './client';
import { IDEMPOTENCY_HEADER } from './client';
import type { PostImageUploadResponse, StorageDisk } from '@/lib/schemas/upload';

/** One image of a post as POST /posts takes it back: what the upload answered, plus the file's name. */
export type PostImage = { name: string; url: string; path: string; disk: StorageDisk };

/** POST /posts' answer: a post published at once (`approved`) or held for a check (`pending`). */
export type CreatedPost = { id: number; status: 'approved' | 'pending'; url: string; bonus_impact: number };

/**
 * Creates a post. `idempotencyKey` is kept by the wizard for one draft, so a double submit or a retry
 * after a lost answer never makes a second post (the API stores it with the post).
 */
export async function createPost(api: ApiClient, payload: object, idempotencyKey: string): Promise<CreatedPost> {
  const response = await api.post<{ data: CreatedPost }>('/posts', payload, { headers: { [IDEMPOTENCY_HEADER]: idempotencyKey } });
  return response.data.data;
}

/** Uploads one (already rotated) image of a post; multipart field `file`. */
export async function uploadPostImage(api: ApiClient, file: Blob, fileName: string, targetDisk?: string): Promise<PostImageUploadResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  if (targetDisk) form.append('target_disk', targetDisk);
  return (await api.post<PostImageUploadResponse>('/posts/upload-image', form)).data;
}
