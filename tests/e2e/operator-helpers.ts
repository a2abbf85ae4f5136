import type { APIRequestContext } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What an operator does outside the site, for the specs. NEEDS THE LEAD'S WIRING (issue 15): the
 * operator route and the token the server under test accepts (passed to the e2e server in
 * playwright.config.ts; the spec reads the same value here).
 */

// The spec runs outside the app, so lib/env.ts does not apply.
// eslint-disable-next-line no-restricted-properties
export const OPERATOR_TOKEN = process.env.OPERATOR_TOKEN ?? 'e2e-operator-token';

/**
 * Publishes a member's post as the moderators would: the post goes live and the author's
 * followers are notified (through the job queue, once per follower and post).
 */
export async function publishAsOperator(request: APIRequestContext, postId: number): Promise<void> {
  const response = await request.post(`/api/operator/posts/${postId}/publish`, {
    headers: { Authorization: `Bearer ${OPERATOR_TOKEN}`, Accept: 'application/json' },
  });
  expect(response.status(), `publish post ${postId}: ${await response.text()}`).toBe(200);
}
