import type { ApiClient } from './client';

/** A member's own post with its review state (GET /me/posts; docs/posting.md, Moderation). */
export type OwnPost = {
  id: number;
  title: string;
  status: 'pending' | 'approved' | 'rejected';
  hold_reason: 'first_post_link' | 'near_duplicate' | null;
  bonus_impact: number;
  created_at: string;
  /** The post's page in the request's language. */
  url: string;
};

export async function listOwnPosts(api: ApiClient, status?: OwnPost['status']): Promise<OwnPost[]> {
  return (await api.get<{ data: OwnPost[] }>('/me/posts', { params: status ? { status } : {} })).data.data;
}
