import { createHmac } from 'node:crypto';
import { createRemoteJWKSet, customFetch, jwtVerify, type JWTPayload } from 'jose';
import type { SocialProvider } from '@/lib/schemas/account';
import { logger } from '../../logger';
import type { AccountConfig } from './config';

/**
 * The real third-party checks, each at a configurable address: reCAPTCHA v3 siteverify, Google and
 * Apple ID tokens against their JWKS and audience, Facebook access tokens against the Graph API.
 */

const HTTP_TIMEOUT_MS = 8_000;

// ---- reCAPTCHA v3

export type RecaptchaOutcome = 'ok' | 'failed';

export async function verifyRecaptcha(config: AccountConfig, token: string | null | undefined, remoteIp: string | null): Promise<RecaptchaOutcome> {
  const settings = config.recaptcha;
  if (!settings) return 'ok';
  if (!token || typeof token !== 'string') return 'failed';
  const form = new URLSearchParams({ secret: settings.secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await config.fetch(settings.verifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (!response.ok) {
      logger.warn('recaptcha_unavailable', { status: response.status });
      return 'failed';
    }
    const body = (await response.json()) as { success?: unknown; score?: unknown; action?: unknown };
    const score = typeof body.score === 'number' ? body.score : 0;
    return body.success === true && score >= settings.minScore ? 'ok' : 'failed';
  } catch (error) {
    logger.warn('recaptcha_unavailable', { message: error instanceof Error ? error.message : String(error) });
    return 'failed';
  }
}

// ---- Social identities

/** Who a provider says the visitor is. `email` only when the provider vouches for it. */
export type SocialIdentity = {
  provider: SocialProvider;
  providerUserId: string;
  email: string | null;
  name: string | null;
  fname: string | null;
  lname: string | null;
};

/** The token was refused (bad signature, audience, expiry…) or the provider could not be reached. */
export class SocialTokenError extends Error {}

const jwksSets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
/** The fetch of the configuration in force; key sets are cached per URL across requests. */
let jwksFetch: typeof fetch = (input, init) => fetch(input, init);

function remoteJwks(url: string) {
  let set = jwksSets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), {
      timeoutDuration: HTTP_TIMEOUT_MS,
      cooldownDuration: 30_000,
      cacheMaxAge: 60 * 60 * 1000,
      [customFetch]: (input: string, init: RequestInit) => jwksFetch(input, init),
    });
    jwksSets.set(url, set);
  }
  return set;
}

function stringClaim(payload: JWTPayload, name: string): string | null {
  const value = payload[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function emailVerifiedClaim(payload: JWTPayload): boolean {
  const value = payload.email_verified;
  return value === true || value === 'true';
}

async function verifyIdToken(config: AccountConfig, token: string, jwksUrl: string, issuer: string[], audience: string): Promise<JWTPayload> {
  if (typeof token !== 'string' || token.length > 8192 || token.split('.').length !== 3) throw new SocialTokenError('malformed');
  jwksFetch = config.fetch;
  try {
    const { payload } = await jwtVerify(token, remoteJwks(jwksUrl), {
      issuer,
      audience,
      algorithms: ['RS256', 'ES256'],
      currentDate: config.now(),
      clockTolerance: 60,
    });
    if (!stringClaim(payload, 'sub')) throw new SocialTokenError('no subject');
    return payload;
  } catch (error) {
    if (error instanceof SocialTokenError) throw error;
    throw new SocialTokenError(error instanceof Error ? error.message : 'invalid');
  }
}

export async function verifyGoogleToken(config: AccountConfig, idToken: string): Promise<SocialIdentity> {
  const google = config.google;
  if (!google) throw new SocialTokenError('disabled');
  const payload = await verifyIdToken(config, idToken, google.jwksUrl, ['accounts.google.com', 'https://accounts.google.com'], google.clientId);
  const email = emailVerifiedClaim(payload) ? stringClaim(payload, 'email') : null;
  return {
    provider: 'google',
    providerUserId: stringClaim(payload, 'sub') ?? '',
    email: email?.toLowerCase() ?? null,
    name: stringClaim(payload, 'name'),
    fname: stringClaim(payload, 'given_name'),
    lname: stringClaim(payload, 'family_name'),
  };
}

/** Apple sends the name only on the first sign-in, outside the token, so it comes as an unverified hint. */
export async function verifyAppleToken(
  config: AccountConfig,
  idToken: string,
  nameHint: { fname: string | null; lname: string | null },
): Promise<SocialIdentity> {
  const apple = config.apple;
  if (!apple) throw new SocialTokenError('disabled');
  const payload = await verifyIdToken(config, idToken, apple.jwksUrl, ['https://appleid.apple.com'], apple.clientId);
  const email = stringClaim(payload, 'email');
  // Apple only issues addresses it has verified (including private relay ones); the claim may still say so explicitly.
  const verified = payload.email_verified === undefined || emailVerifiedClaim(payload);
  const name = [nameHint.fname, nameHint.lname].filter(Boolean).join(' ') || null;
  return {
    provider: 'apple',
    providerUserId: stringClaim(payload, 'sub') ?? '',
    email: verified && email ? email.toLowerCase() : null,
    name,
    fname: nameHint.fname,
    lname: nameHint.lname,
  };
}

export async function verifyFacebookToken(config: AccountConfig, accessToken: string): Promise<SocialIdentity> {
  const facebook = config.facebook;
  if (!facebook) throw new SocialTokenError('disabled');
  if (typeof accessToken !== 'string' || accessToken.length < 10 || accessToken.length > 4096 || /\s/.test(accessToken)) {
    throw new SocialTokenError('malformed');
  }
  const base = facebook.graphUrl.replace(/\/$/, '');
  const getJson = async (url: string): Promise<Record<string, unknown>> => {
    let response: Response;
    try {
      response = await config.fetch(url, { signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
    } catch (error) {
      throw new SocialTokenError(error instanceof Error ? error.message : 'unreachable');
    }
    if (!response.ok) throw new SocialTokenError(`graph status ${response.status}`);
    const body: unknown = await response.json().catch(() => null);
    if (!body || typeof body !== 'object') throw new SocialTokenError('graph body');
    return body as Record<string, unknown>;
  };

  // The token must have been issued to this app (not merely be valid for some app).
  const debug = new URL(`${base}/debug_token`);
  debug.searchParams.set('input_token', accessToken);
  debug.searchParams.set('access_token', `${facebook.appId}|${facebook.appSecret}`);
  const inspected = (await getJson(debug.toString())).data as Record<string, unknown> | undefined;
  if (!inspected || inspected.is_valid !== true || String(inspected.app_id) !== facebook.appId || !inspected.user_id) {
    throw new SocialTokenError('not valid for this app');
  }

  const me = new URL(`${base}/me`);
  me.searchParams.set('fields', 'id,name,email,first_name,last_name');
  me.searchParams.set('access_token', accessToken);
  me.searchParams.set('appsecret_proof', createHmac('sha256', facebook.appSecret).update(accessToken).digest('hex'));
  const profile = await getJson(me.toString());
  if (String(profile.id) !== String(inspected.user_id)) throw new SocialTokenError('user mismatch');
  const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);
  return {
    provider: 'facebook',
    providerUserId: String(profile.id),
    // Facebook returns only confirmed addresses.
    email: text(profile.email)?.toLowerCase() ?? null,
    name: text(profile.name),
    fname: text(profile.first_name),
    lname: text(profile.last_name),
  };
}
