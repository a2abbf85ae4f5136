import { and, eq, isNull } from 'drizzle-orm';
import { SOCIAL_PROVIDERS, type AccountField, type SocialProvider } from '@/lib/schemas/account';
import { socialAccounts, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { logger } from '../../logger';
import { enabledProviders } from '../../services/accounts/config';
import { linkSocialAccount } from '../../services/accounts/credentials';
import {
  SocialTokenError,
  verifyAppleToken,
  verifyFacebookToken,
  verifyGoogleToken,
  type SocialIdentity,
} from '../../services/accounts/integrations';
import { findUserByEmail, type UserRow } from '../../services/accounts/users';
import { accountError, type AccountRequest } from './context';

/** The provider of a social route, its proof in the body, and the account that proof signs in to. */

export function providerParam(r: AccountRequest): SocialProvider {
  const raw = r.c.req.param('provider') ?? '';
  const provider = (SOCIAL_PROVIDERS as readonly string[]).includes(raw) ? (raw as SocialProvider) : null;
  if (!provider) throw new HttpError(404, `The route ${r.c.req.path} could not be found.`);
  if (!enabledProviders(r.config)[provider]) {
    throw accountError(400, { message: r.t.providerDisabled(raw.slice(0, 32)), error: 'provider_disabled' });
  }
  return provider;
}

const TOKEN_FIELDS: Record<SocialProvider, AccountField | 'access_token' | 'googleAuthToken' | 'id_token'> = {
  facebook: 'access_token',
  google: 'googleAuthToken',
  apple: 'id_token',
};

const text = (value: unknown, max = 8192): string | null => (typeof value === 'string' && value.length <= max ? value : null);

/** Verifies the provider's proof in the body; 422 (with the provider's token field) when it is refused. */
export async function socialIdentity(r: AccountRequest, provider: SocialProvider, body: unknown, failure: string): Promise<SocialIdentity> {
  const input = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const field = TOKEN_FIELDS[provider];
  const refuse = (): never => {
    throw accountError(422, { message: failure, error: 'social_token_invalid', errors: { [field]: [failure] } });
  };
  try {
    if (provider === 'facebook') return await verifyFacebookToken(r.config, text(input.access_token) ?? refuse());
    if (provider === 'google') return await verifyGoogleToken(r.config, text(input.googleAuthToken) ?? refuse());
    const authorization = input.authorization && typeof input.authorization === 'object' ? (input.authorization as Record<string, unknown>) : {};
    const idToken = text(input.id_token) ?? text(authorization.id_token) ?? refuse();
    const user = input.user && typeof input.user === 'object' ? (input.user as Record<string, unknown>) : {};
    const name = user.name && typeof user.name === 'object' ? (user.name as Record<string, unknown>) : {};
    const hint = (value: unknown) => {
      const cleaned = text(value, 100)?.trim();
      return cleaned ? cleaned : null;
    };
    return await verifyAppleToken(r.config, idToken, { fname: hint(name.firstName), lname: hint(name.lastName) });
  } catch (error) {
    if (error instanceof SocialTokenError) {
      logger.info('social_token_refused', { provider, reason: error.message.slice(0, 200) });
      return refuse();
    }
    throw error;
  }
}

/** The live account a social identity signs in to: linked before, or (provider-verified) same e-mail, then linked now. */
export async function accountForIdentity(r: AccountRequest, identity: SocialIdentity, link: boolean): Promise<UserRow | null> {
  const [linked] = await r.db
    .select({ user: users })
    .from(socialAccounts)
    .innerJoin(users, and(eq(users.id, socialAccounts.userId), isNull(users.deletedAt)))
    .where(and(eq(socialAccounts.provider, identity.provider), eq(socialAccounts.providerUserId, identity.providerUserId)))
    .limit(1);
  if (linked) return linked.user;
  if (!identity.email) return null;
  const user = await findUserByEmail(r.db, identity.email);
  if (!user || !link) return user;
  return linkSocialAccount(r.db, user, identity, r.config.now());
}
