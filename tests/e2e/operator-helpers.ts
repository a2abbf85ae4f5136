import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';
import { E2E_OPERATOR_TOKEN } from './operator-token';

/**
 * What an operator does outside the site, for the specs: the operator route
 * `POST /api/operator/posts/{id}/publish` (the post goes live, then the followers' fan-out job; an
 * already published post is announced again, and the event keys keep that to one notice per
 * follower). The token is E2E_OPERATOR_TOKEN, which playwright.config.ts gives the e2e server.
 */

/**
 * Publishes a member's post as the moderators would: the post goes live and the author's
 * followers are notified (through the job queue, once per follower and post).
 */
export async function publishAsOperator(request: APIRequestContext, postId: number): Promise<void> {
  const response = await request.post(`/api/operator/posts/${postId}/publish`, {
    headers: { Authorization: `Bearer ${E2E_OPERATOR_TOKEN}`, Accept: 'application/json' },
  });
  expect(response.status(), `publish post ${postId}: ${await response.text()}`).toBe(200);
}
