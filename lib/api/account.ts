import type { Locale } from '@/lib/i18n/routing';
import type {
  LoginPayload,
  PasswordEmailPayload,
  PasswordResetPayload,
  ProfilePayload,
  RegisterPayload,
  RegisterSocialPayload,
  RegisterStep1Payload,
  RegisterStep2Payload,
  RegisterStep3Payload,
  RegisterStep4Payload,
  SettingsFlag,
  SettingsPayload,
  SocialProvider,
  UserInclude,
  VerificationFormPayload,
  VerificationPayload,
} from '@/lib/schemas/account';
import type { ApiClient } from './client';
import { isApiError } from './errors';

/**
 * The account and session calls (docs/product.md, API): types of every request and response, and one small
 * function per call taking the ApiClient first.
 */

export type {
  LoginPayload,
  PasswordEmailPayload,
  PasswordResetPayload,
  ProfilePayload,
  RegisterPayload,
  RegisterSocialPayload,
  RegisterStep1Payload,
  RegisterStep2Payload,
  RegisterStep3Payload,
  RegisterStep4Payload,
  SettingsPayload,
  SocialProvider,
  UserInclude,
  VerificationFormPayload,
  VerificationPayload,
};

/** The include list the session fetch uses (docs/product.md, API). */
export const SESSION_INCLUDE: readonly UserInclude[] = ['account', 'socialAccounts'];

/** Machine-readable `error` codes next to the (translated) `message` of some account answers. */
export const ACCOUNT_ERROR_CODES = {
  /** 422 on POST /token: wrong e-mail or password (toast "Invalid Credentials"). */
  invalidCredentials: 'invalid_credentials',
  /** 422 on POST /token: the reCAPTCHA check failed (errors.g_recaptcha is set too). */
  recaptchaFailed: 'recaptcha_failed',
  /** 403 on POST /token: the e-mail address is not verified yet (open the verify-email dialog). */
  emailNotVerified: 'email_not_verified',
  /** 404 on POST /token/{provider}: no account for this social identity (start the register flow). */
  unregistered: 'unregistered',
  /** 400 on the social calls: the provider is not configured on this server. */
  providerDisabled: 'provider_disabled',
  /** 422 on the social calls: the provider's token was refused. */
  socialTokenInvalid: 'social_token_invalid',
  /** 429 anywhere: wait `Retry-After` seconds. */
  tooManyAttempts: 'too_many_attempts',
} as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[keyof typeof ACCOUNT_ERROR_CODES];

/** Error bodies of the account calls: Laravel's `{message, errors?}` plus an optional code. */
export type AccountErrorBody = {
  message: string;
  errors?: Record<string, string[]>;
  error?: AccountErrorCode;
  /** A translated toast title (invalid credentials, reCAPTCHA). */
  title?: string;
};

export type UserPointsAccount = { available: number; total: number };

export type UserSocialAccount = { provider: SocialProvider; email: string | null; created_at: string };

export type UserSettings = Record<SettingsFlag, boolean>;

/** The signed-in user (GET /me). `account` and `social_accounts` only when included. */
export type AccountUser = {
  id: number;
  fname: string;
  lname: string;
  email: string;
  /** The stored avatar path (as returned by the upload call), or null. */
  avatar: string | null;
  avatar_url: string | null;
  locale: Locale;
  /** docs/product.md: 1 male, 0 female. */
  gender: 0 | 1 | null;
  /** YYYY-MM-DD. */
  birthday: string | null;
  postal_code: string | null;
  /** Newsletter. */
  is_subscribed: boolean;
  is_verified: boolean;
  email_verified_at: string | null;
  /** False for accounts made through social sign-in that never set a password (no current password to ask for). */
  has_password: boolean;
  referral_code: string | null;
  /** The member's pictures upload without the rotation preview (the operator's POST_ROTATION_SKIP_USER_IDS). */
  skip_image_rotation: boolean;
  subscriptions_count: number;
  followers: number;
  following: number;
  settings: UserSettings;
  created_at: string;
  account?: UserPointsAccount;
  social_accounts?: UserSocialAccount[];
};

export type TokenResponse = { data: { token: string } };
export type MessageResponse = { message: string };
export type UserResponse = { data: AccountUser };

/** GET /auth/providers: which sign-in methods this server has configured (hide the other buttons). */
export type AuthProviders = {
  email: true;
  google: boolean;
  facebook: boolean;
  apple: boolean;
  /** reCAPTCHA is verified on login; the site key comes from the public configuration. */
  recaptcha: boolean;
};

/** POST /register/step-{n}: `{message}` when the step's fields are accepted (422 with field errors otherwise). */
export type RegisterStepResponse = MessageResponse;
export type RegisterStep = 1 | 2 | 3 | 4;

/** POST /register: the account exists, unverified; a verification mail is on its way. */
export type RegisterResponse = { message: string; data: { email: string; is_verified: false } };

/** POST /register/social/{provider}/check (docs/product.md, Entities: registered flag, e-mail, name, cache_id). */
export type SocialCheckResponse = {
  registered: boolean;
  email: string | null;
  name: string | null;
  /** The pending sign-up to finish with POST /register/social/{provider}; null when already registered. */
  cache_id: string | null;
};

/** The provider's proof of identity, per provider (docs/product.md, API). */
export type SocialCredentials =
  | { provider: 'facebook'; access_token: string }
  | { provider: 'google'; googleAuthToken: string }
  | {
      provider: 'apple';
      id_token?: string;
      authorization?: { id_token: string; code?: string; state?: string };
      /** Apple sends the name only on the first sign-in. */
      user?: { name?: { firstName?: string; lastName?: string }; email?: string };
    };

/** POST /register/upload-image: the stored path to send as `avatar`, and its public URL. */
export type UploadImageResponse = { file: string; url: string };

export type IsVerifiedResponse = { is_verified: boolean };
export type VerifyEmailResponse = { message: string; data: { email: string; is_verified: true } };

// ---- Calls

function includeParam(include: readonly UserInclude[] | undefined): string | undefined {
  return include && include.length > 0 ? include.join(',') : undefined;
}

function socialBody(credentials: SocialCredentials): Record<string, unknown> {
  const { provider: _provider, ...body } = credentials;
  return body;
}

export async function getAuthProviders(api: ApiClient): Promise<AuthProviders> {
  return (await api.get<{ data: AuthProviders }>('/auth/providers')).data.data;
}

export async function login(api: ApiClient, payload: LoginPayload): Promise<string> {
  return (await api.post<TokenResponse>('/token', payload)).data.data.token;
}

export async function socialLogin(api: ApiClient, credentials: SocialCredentials): Promise<string> {
  return (await api.post<TokenResponse>(`/token/${credentials.provider}`, socialBody(credentials))).data.data.token;
}

export async function logout(api: ApiClient): Promise<void> {
  await api.post<MessageResponse>('/token/logout');
}

export async function getMe(api: ApiClient, include: readonly UserInclude[] = SESSION_INCLUDE): Promise<AccountUser> {
  return (await api.get<UserResponse>('/me', { params: { include: includeParam(include) } })).data.data;
}

export async function updateMe(api: ApiClient, changes: ProfilePayload, include: readonly UserInclude[] = SESSION_INCLUDE): Promise<AccountUser> {
  return (await api.put<UserResponse>('/me', { ...changes, include: includeParam(include) })).data.data;
}

export async function updateSettings(
  api: ApiClient,
  settings: SettingsPayload['settings'],
  include: readonly UserInclude[] = SESSION_INCLUDE,
): Promise<AccountUser> {
  return (await api.put<UserResponse>('/me/settings', { settings, include: includeParam(include) })).data.data;
}

export async function requestAccountDelete(api: ApiClient, payload: { reason?: string } = {}): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/me/request-account-delete', payload)).data;
}

type StepPayloads = { 1: RegisterStep1Payload; 2: RegisterStep2Payload; 3: RegisterStep3Payload; 4: RegisterStep4Payload };

export async function registerStep<N extends RegisterStep>(api: ApiClient, step: N, payload: StepPayloads[N]): Promise<MessageResponse> {
  return (await api.post<RegisterStepResponse>(`/register/step-${step}`, payload)).data;
}

export async function register(api: ApiClient, payload: RegisterPayload): Promise<RegisterResponse> {
  return (await api.post<RegisterResponse>('/register', payload)).data;
}

export async function socialCheck(api: ApiClient, credentials: SocialCredentials): Promise<SocialCheckResponse> {
  return (await api.post<SocialCheckResponse>(`/register/social/${credentials.provider}/check`, socialBody(credentials))).data;
}

export async function registerSocial(api: ApiClient, provider: SocialProvider, payload: RegisterSocialPayload): Promise<string> {
  return (await api.post<TokenResponse>(`/register/social/${provider}`, payload)).data.data.token;
}

export async function uploadRegisterImage(api: ApiClient, file: Blob, fileName = 'avatar.jpg'): Promise<UploadImageResponse> {
  const form = new FormData();
  form.append('file', file, fileName);
  return (await api.post<UploadImageResponse>('/register/upload-image', form)).data;
}

export async function isVerified(api: ApiClient, form: VerificationFormPayload): Promise<boolean> {
  return (await api.post<IsVerifiedResponse>('/is-verified', form)).data.is_verified;
}

export async function resendVerification(api: ApiClient, form: VerificationFormPayload): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/resend-verification', form)).data;
}

export async function verifyEmail(api: ApiClient, payload: VerificationPayload): Promise<VerifyEmailResponse> {
  return (await api.post<VerifyEmailResponse>('/email/verify', payload)).data;
}

export async function requestPasswordReset(api: ApiClient, payload: PasswordEmailPayload): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/password/email', payload)).data;
}

export async function resetPassword(api: ApiClient, payload: PasswordResetPayload): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/password/reset', payload)).data;
}

/**
 * Whether a reset link still works: false when it was used or expired (a 422 on the token); other
 * failures throw, a 422 on another field too (an address mangled in the link: the form says so when sent).
 */
export async function checkResetLink(api: ApiClient, link: { token: string; email: string }): Promise<boolean> {
  try {
    await api.post('/password/reset/check', link);
    return true;
  } catch (error) {
    if (isApiError(error) && error.isValidation && error.fieldError('token') !== undefined) return false;
    throw error;
  }
}
