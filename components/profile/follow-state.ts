'use client';

import { create } from 'zustand';

type FollowEntry = { followed: boolean; followers: number };

/** What the browser knows of a member's followers since the page was rendered (shared by the button and the count). */
export const useFollowState = create<Record<number, FollowEntry>>()(() => ({}));

export function setFollowEntry(userId: number, entry: FollowEntry): void {
  useFollowState.setState({ [userId]: entry });
}
