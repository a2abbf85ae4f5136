import { z } from 'zod';
import { isCalendarDay } from '@/lib/dates/calendar-day';
import { belgianToday } from '@/lib/dates/belgian-day';

/**
 * Payload schemas of the account calls (docs/product.md, Entities, Validation and API): login, the four registration steps,
 * final registration, password reset, profile and settings. One schema per payload, shared by the
 * forms and the server (ARCHITECTURE rule 2). Texts come from a messages object so the server
 * answers in the request's language and the forms can pass their own translations.
 */

import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  BIRTHDAY_YEARS,
  MIN_AGE,
  POSTAL_CODE_PATTERN,
  POSTAL_CODE_MIN,
  POSTAL_CODE_MAX,
  CAMPAIGN_TAG_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  PRIVATE_RELAY_DOMAIN,
  REGISTRATION_PROVIDERS,
} from './account-values';

export * from './account-values';

export type AccountField =
  | 'email'
  | 'password'
  | 'password_confirmation'
  | 'current_password'
  | 'fname'
  | 'lname'
  | 'gender'
  | 'birthday'
  | 'postal_code'
  | 'terms'
  | 'policy'
  | 'token'
  | 'cache_id'
  | 'g_recaptcha'
  | 'avatar'
  | 'provider'
  | 'file';

export type AccountValidationMessages = {
  required: (field: AccountField) => string;
  invalid: (field: AccountField) => string;
  email: string;
  emailTooLong: string;
  passwordTooShort: string;
  passwordTooLong: string;
  passwordConfirmation: string;
  passwordUnchanged: string;
  name: string;
  nameTooLong: string;
  terms: string;
  policy: string;
  gender: string;
  birthday: string;
  birthdayRange: string;
  birthdayFuture: string;
  birthdayTooYoung: string;
  postalCode: string;
  postalCodeRange: string;
  locale: string;
  boolean: string;
};

export function isPrivateRelayEmail(email: string): boolean {
  return email.trim().toLowerCase().endsWith(`@${PRIVATE_RELAY_DOMAIN}`);
}

/** The contract's name split: the last word is the last name, the rest the first name; no name → the e-mail local part split on . - _. */
export function splitName(name: string | null | undefined, email?: string | null): { fname: string; lname: string } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0 && email) {
    const local = email.split('@', 1)[0] ?? '';
    words.push(...local.split(/[._-]+/).filter(Boolean).map((part) => part.charAt(0).toUpperCase() + part.slice(1)));
  }
  if (words.length === 0) return { fname: '', lname: '' };
  if (words.length === 1) return { fname: words[0] ?? '', lname: '' };
  return { fname: words.slice(0, -1).join(' '), lname: words[words.length - 1] ?? '' };
}

/** Letters (any script), combining marks, spaces, apostrophes, hyphens and dots; must start with a letter. */
const NAME_PATTERN = /^\p{L}[\p{L}\p{M}' .\u2019-]*$/u;

/**
 * Cross-field rules run even when another field already failed, so a form shows every problem at
 * once (zod skips them by default after a type error). They must cope with unparsed values.
 */
const ALWAYS = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };

/** The earliest birthday offered: 1 January of the year 80 years ago (years and days in Belgium). */
export function earliestBirthday(today: Date = new Date()): string {
  return `${Number(belgianToday(today).slice(0, 4)) - BIRTHDAY_YEARS}-01-01`;
}

/** The latest birthday of someone MIN_AGE years old today (born on 29 February: of age on 1 March). */
export function latestBirthday(today: Date = new Date()): string {
  const day = belgianToday(today);
  return `${String(Number(day.slice(0, 4)) - MIN_AGE).padStart(4, '0')}${day.slice(4)}`;
}

/** Which birthday message applies to a date, or null when it is a birthday a member can have. */
function birthdayProblem(value: string, today: Date): 'birthday' | 'birthdayFuture' | 'birthdayTooYoung' | 'birthdayRange' | null {
  if (!isCalendarDay(value)) return 'birthday';
  if (value > belgianToday(today)) return 'birthdayFuture';
  if (value > latestBirthday(today)) return 'birthdayTooYoung';
  if (value < earliestBirthday(today)) return 'birthdayRange';
  return null;
}

/** Builds the schemas with one language's messages. `today` bounds the birthday (tests pass a fixed day). */
export function accountSchemas(m: AccountValidationMessages, today: () => Date = () => new Date()) {
  const requiredString = (field: AccountField) =>
    z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.required(field) : m.invalid(field)) });

  const email = requiredString('email')
    .trim()
    .min(1, m.required('email'))
    .max(EMAIL_MAX_LENGTH, m.emailTooLong)
    .regex(z.regexes.email, m.email)
    .transform((value) => value.toLowerCase());

  const password = requiredString('password')
    .min(1, m.required('password'))
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.passwordTooLong);

  /** Login takes any non-empty password up to the maximum: rules changed since it was set must not lock anyone out. */
  const loginPassword = requiredString('password').min(1, m.required('password')).max(PASSWORD_MAX_LENGTH * 4, m.passwordTooLong);

  const name = (field: 'fname' | 'lname') =>
    requiredString(field)
      .trim()
      .min(1, m.required(field))
      .max(NAME_MAX_LENGTH, m.nameTooLong)
      .regex(NAME_PATTERN, m.name)
      .transform((value) => value.replace(/\s+/g, ' '));

  const accepted = (message: string) =>
    z.unknown().refine((value) => value === true || value === 1 || value === '1' || value === 'true' || value === 'on', message);

  const flag = z.union([z.boolean(), z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], { error: m.boolean }).transform(
    (value) => value === true || value === 1 || value === '1',
  );

  const gender = z
    .union([z.literal(0), z.literal(1), z.literal('0'), z.literal('1')], {
      error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? m.required('gender') : m.gender),
    })
    .transform((value) => Number(value) as 0 | 1);

  const birthday = requiredString('birthday')
    .trim()
    .min(1, m.required('birthday'))
    .superRefine((value, ctx) => {
      const problem = birthdayProblem(value, today());
      if (problem) ctx.addIssue({ code: 'custom', message: m[problem] });
    });

  const postalCode = requiredString('postal_code')
    .trim()
    .min(1, m.required('postal_code'))
    .regex(POSTAL_CODE_PATTERN, m.postalCode)
    .refine((value) => !POSTAL_CODE_PATTERN.test(value) || (Number(value) >= POSTAL_CODE_MIN && Number(value) <= POSTAL_CODE_MAX), m.postalCodeRange);

  const optionalText = (max: number) =>
    z
      .union([z.string(), z.number(), z.null()])
      .optional()
      .transform((value) => {
        if (value === null || value === undefined) return null;
        const text = String(value).trim().slice(0, max);
        return text === '' ? null : text;
      });

  const provider = z.enum(REGISTRATION_PROVIDERS, { error: m.invalid('provider') }).default('email');

  const confirmPassword = <T extends { password?: string | null; password_confirmation?: unknown }>(value: T, ctx: z.RefinementCtx) => {
    if (typeof value.password === 'string' && value.password !== value.password_confirmation) {
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: m.passwordConfirmation });
    }
  };

  const avatar = z
    .union([z.string().max(1024), z.null()], { error: m.invalid('avatar') })
    .optional()
    .transform((value) => (value ? value.trim() || null : null));

  /** Step 1: e-mail, names, password (e-mail sign-up only) and an optional uploaded avatar. */
  const step1 = z
    .object({
      provider,
      email,
      fname: name('fname'),
      lname: name('lname'),
      password: password.optional(),
      password_confirmation: z.unknown().optional(),
      avatar,
    })
    .superRefine((value, ctx) => {
      if (value.provider === 'email' && value.password === undefined) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: m.required('password') });
      }
      confirmPassword(value, ctx);
    }, ALWAYS);

  /** Step 2: newsletter and the terms (which include the privacy policy). */
  const step2 = z.object({
    is_subscribed: flag.default(false),
    terms: accepted(m.terms),
    policy: accepted(m.policy).optional(),
  });

  /** Step 3: e-mail, names only for a private relay address, gender. */
  const step3 = z
    .object({
      email,
      fname: name('fname').optional(),
      lname: name('lname').optional(),
      gender,
    })
    .superRefine((value, ctx) => {
      if (typeof value.email !== 'string' || !isPrivateRelayEmail(value.email)) return;
      if (value.fname === undefined || value.fname === '') ctx.addIssue({ code: 'custom', path: ['fname'], message: m.required('fname') });
      if (value.lname === undefined || value.lname === '') ctx.addIssue({ code: 'custom', path: ['lname'], message: m.required('lname') });
    }, ALWAYS);

  /** Step 4 (social sign-up): birthday and postal code. */
  const step4 = z.object({ birthday, postal_code: postalCode });

  const registrationExtras = {
    campaign_tag: optionalText(CAMPAIGN_TAG_MAX_LENGTH),
    invited_by: optionalText(REFERRAL_CODE_MAX_LENGTH),
    policy: accepted(m.policy).optional(),
    is_subscribed: flag.default(false),
    terms: accepted(m.terms),
    gender,
    avatar,
  };

  /** Final e-mail registration: steps 1 to 3 together; birthday and postal code optional. */
  const register = z
    .object({
      provider: z.literal('email', { error: m.invalid('provider') }).default('email'),
      email,
      fname: name('fname'),
      lname: name('lname'),
      password,
      password_confirmation: z.unknown(),
      birthday: birthday.optional(),
      postal_code: postalCode.optional(),
      ...registrationExtras,
    })
    .superRefine(confirmPassword, ALWAYS);

  /** Final social registration: the pending sign-up (cache_id) plus steps 2 to 4. */
  const registerSocial = z.object({
    cache_id: requiredString('cache_id').trim().min(1, m.required('cache_id')).max(64, m.invalid('cache_id')),
    email: email.optional(),
    fname: name('fname').optional(),
    lname: name('lname').optional(),
    birthday,
    postal_code: postalCode,
    ...registrationExtras,
  });

  const login = z.object({
    email,
    password: loginPassword,
    g_recaptcha: z.union([z.string().max(4096), z.null()]).optional(),
  });

  const passwordEmail = z.object({ email });

  const passwordReset = z
    .object({
      token: requiredString('token').trim().min(1, m.required('token')).max(256, m.invalid('token')),
      email,
      password,
      password_confirmation: z.unknown(),
    })
    .superRefine(confirmPassword, ALWAYS);

  const verification = z.object({
    token: requiredString('token').trim().min(1, m.required('token')).max(256, m.invalid('token')),
  });

  /** Whether a reset link still works, asked when its page opens (the address is the link's). */
  const passwordResetCheck = verification.extend({ email });

  /** The verify-email dialog's form: the address and, to check status, the password just typed. */
  const verificationForm = z.object({
    email,
    password: loginPassword.optional(),
  });

  const locale = z.enum(['nl', 'fr'], { error: m.locale });

  /** PUT /me: only the fields that changed. */
  const profile = z.object({
    fname: name('fname').optional(),
    lname: name('lname').optional(),
    gender: gender.nullable().optional(),
    birthday: birthday.nullable().optional(),
    postal_code: postalCode.nullable().optional(),
    locale: locale.optional(),
    is_subscribed: flag.optional(),
    newsletter: flag.optional(),
    avatar,
    include: z.unknown().optional(),
  });

  /** PUT /me/settings: preferences and the password change. */
  const settings = z.object({
    settings: z
      .object({
        locale: locale.optional(),
        newsletter: flag.optional(),
        email_notifications: flag.optional(),
        push_notifications: flag.optional(),
        current_password: loginPassword.optional(),
        password: password.optional(),
        password_confirmation: z.unknown().optional(),
      })
      .superRefine((value, ctx) => {
        confirmPassword(value, ctx);
        // Re-setting the same password would sign out the other devices for nothing.
        if (typeof value.password === 'string' && value.password === value.current_password) {
          ctx.addIssue({ code: 'custom', path: ['password'], message: m.passwordUnchanged });
        }
      }, ALWAYS)
      .default({}),
    include: z.unknown().optional(),
  });

  return {
    step1,
    step2,
    step3,
    step4,
    register,
    registerSocial,
    login,
    passwordEmail,
    passwordReset,
    passwordResetCheck,
    verification,
    verificationForm,
    profile,
    settings,
  };
}

export type AccountSchemas = ReturnType<typeof accountSchemas>;
export type LoginPayload = z.input<AccountSchemas['login']>;
export type RegisterStep1Payload = z.input<AccountSchemas['step1']>;
export type RegisterStep2Payload = z.input<AccountSchemas['step2']>;
export type RegisterStep3Payload = z.input<AccountSchemas['step3']>;
export type RegisterStep4Payload = z.input<AccountSchemas['step4']>;
export type RegisterPayload = z.input<AccountSchemas['register']>;
export type RegisterSocialPayload = z.input<AccountSchemas['registerSocial']>;
export type PasswordEmailPayload = z.input<AccountSchemas['passwordEmail']>;
export type PasswordResetPayload = z.input<AccountSchemas['passwordReset']>;
export type VerificationPayload = z.input<AccountSchemas['verification']>;
export type VerificationFormPayload = z.input<AccountSchemas['verificationForm']>;
export type ProfilePayload = z.input<AccountSchemas['profile']>;
export type SettingsPayload = z.input<AccountSchemas['settings']>;
