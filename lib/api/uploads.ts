import type { ApiClient } from './client';
import type { PostImageUploadResponse } from '@/lib/schemas/upload';

export type { PostImageUploadResponse } from '@/lib/schemas/upload';

/**
 * POST /posts/upload-image: one post image (multipart field `file`). `file` of the answer is what
 * the post's `images[].path` sends back. A refusal is a 422 with `errors.file` (docs/storage.md).
 */
export async function uploadPostImage(api: ApiClient, file: Blob, fileName: string): Promise<PostImageUploadResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  // The client asks for S3 as the product's calls do; the server stores on its configured disk and says which.
  form.append('target_disk', 's3');
  return (await api.post<PostImageUploadResponse>('/posts/upload-image', form)).data;
}
