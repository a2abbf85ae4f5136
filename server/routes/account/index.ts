import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { meRoutes } from './me';
import { passwordRoutes } from './password';
import { registrationRoutes } from './registration';
import { sessionRoutes } from './session';
import { socialRoutes } from './social';
import { verificationRoutes } from './verification';

/**
 * The account and session calls (docs/product.md, API), one module per concern: sign-in and logout
 * (session), social sign-in and sign-up (social), the signed-in user (me), registration, e-mail
 * verification and password reset. Shared request helpers live in context.ts.
 *
 * Order matters where two patterns match one path: `POST /token/logout` is registered (in session)
 * before `POST /token/:provider` (in social).
 */
export const accountRoutes = new Hono<AppEnv>()
  .route('/', sessionRoutes)
  .route('/', socialRoutes)
  .route('/', meRoutes)
  .route('/', registrationRoutes)
  .route('/', verificationRoutes)
  .route('/', passwordRoutes);
