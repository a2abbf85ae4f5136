import type { Profile } from '@/lib/api/profile';
import { ARTICLE_ACTIONS, FOLDER_ACTIONS, PROMO_ACTIONS } from '@/lib/api/actions';
import { type RouteSpec, actionRoute, data, keys } from './spec.fixtures';

/** The sweep's specs of the account routes and the actions on entities. */
export const ACCOUNT_ROUTES: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/auth/providers',
    check: (body) => keys((body as { data: unknown }).data, ['email', 'google', 'facebook', 'apple', 'recaptcha']),
  },
  {
    method: 'GET',
    path: '/api/me',
    query: ['include'],
    auth: true,
    allowed: [200, 401, 404, 422],
    check: (body) => keys((body as { data: unknown }).data, ['id', 'fname', 'lname', 'email', 'avatar_url', 'locale']),
  },
  { method: 'PUT', path: '/api/me', auth: true, check: () => undefined },
  { method: 'PUT', path: '/api/me/settings', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/me/request-account-delete', auth: true, check: () => undefined },
  { method: 'POST', path: '/api/token', check: () => undefined },
  { method: 'POST', path: '/api/token/logout', check: () => undefined },
  { method: 'POST', path: '/api/token/:provider', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/:step{step-[0-9]+}', params: { step: () => 'step-1' }, check: () => undefined },
  { method: 'POST', path: '/api/register', check: () => undefined },
  { method: 'POST', path: '/api/register/social/:provider/check', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/social/:provider', params: { provider: () => 'google' }, check: () => undefined },
  { method: 'POST', path: '/api/register/upload-image', check: () => undefined },
  { method: 'POST', path: '/api/email/verify', check: () => undefined },
  { method: 'POST', path: '/api/is-verified', check: () => undefined },
  { method: 'POST', path: '/api/resend-verification', check: () => undefined },
  { method: 'POST', path: '/api/password/email', check: () => undefined },
  { method: 'POST', path: '/api/password/reset/check', check: () => undefined },
  { method: 'POST', path: '/api/password/reset', check: () => undefined },
  ...(['follow', 'unfollow'] as const).map(
    (action): RouteSpec => ({
      method: 'GET',
      path: `/api/profile/:userId/${action}`,
      params: { userId: (f) => String(f.otherUserId) },
      auth: true,
      allowed: [200, 401, 404, 422],
      check: (body) => keys(data<Profile>(body), ['id', 'followers', 'following', 'is_followed']),
    }),
  ),
  // ---- Actions on entities (actions.test.ts covers the behaviour; PUTs are swept, never sent valid)
  actionRoute('posts', PROMO_ACTIONS, (f) => f.postId),
  actionRoute('online-promos', PROMO_ACTIONS, (f) => f.onlinePromoId),
  actionRoute('folder-items', PROMO_ACTIONS, (f) => f.folderItemId),
  actionRoute('folders', FOLDER_ACTIONS, (f) => f.folderId),
  actionRoute('news', ARTICLE_ACTIONS, () => 1),
];
