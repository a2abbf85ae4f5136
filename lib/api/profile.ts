import type { ApiClient } from './client';

/** Members as others see them: the profile page (components/profile), following, the member count. */

export type UsersCount = { users_count: number };

export type CompactProfile = { id: number; fname: string; lname: string; avatar_url: string | null };

export type Profile = CompactProfile & {
  followers: number;
  following: number;
  /** Approved promos posted by the user. */
  promos_count: number;
  /** Personal: whether the signed-in user follows them; false for guests. */
  is_followed: boolean;
};

const profilePath = (userId: number) => `/profile/${encodeURIComponent(String(userId))}`;

export async function getUsersCount(api: ApiClient): Promise<number> {
  return (await api.get<UsersCount>('/users-count')).data.users_count;
}

export async function getProfile(api: ApiClient, userId: number, options: { compact: true }): Promise<CompactProfile>;
export async function getProfile(api: ApiClient, userId: number, options?: { compact?: false }): Promise<Profile>;
export async function getProfile(
  api: ApiClient,
  userId: number,
  options: { compact?: boolean } = {},
): Promise<Profile | CompactProfile> {
  const params = options.compact ? { compact: 1 } : undefined;
  return (await api.get<{ data: Profile | CompactProfile }>(profilePath(userId), { params })).data.data;
}

/** Follows or unfollows a member; answers their profile as the follower now sees it (signed in only). */
export async function setFollowing(api: ApiClient, userId: number, following: boolean): Promise<Profile> {
  return (await api.get<{ data: Profile }>(`${profilePath(userId)}/${following ? 'follow' : 'unfollow'}`)).data.data;
}
