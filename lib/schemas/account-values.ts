/** The account limits and value sets without zod, so browser code that only needs a constant does not load zod. */

/** docs/product.md, Validation: e-mail up to 320 characters. */
export const EMAIL_MAX_LENGTH = 320;
/** OWASP ASVS 2.1.1 (length over composition); 128 caps the cost of hashing. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
/** docs/product.md, Limits: birthday years offered go back 80 years. */
export const BIRTHDAY_YEARS = 80;
/**
 * docs/product.md, Validation: members are at least 13, the age from which Belgium lets a child
 * consent to online services on its own (GDPR art. 8, Belgian law of 30 July 2018, art. 7).
 */
export const MIN_AGE = 13;
export const POSTAL_CODE_PATTERN = /^[1-9]\d{3}$/;
/** docs/product.md, Validation: bpost's postcodes run from 1000 (Brussels) to 9992 (Middelburg); higher ones name no place. */
export const POSTAL_CODE_MIN = 1000;
export const POSTAL_CODE_MAX = 9992;
export const CAMPAIGN_TAG_MAX_LENGTH = 100;
export const REFERRAL_CODE_MAX_LENGTH = 32;
/** docs/product.md, Validation: avatars are png, jpg or jpeg. */
export const AVATAR_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** The address domain of the device-maker sign-in's hidden e-mail (Sign in with Apple). */
export const PRIVATE_RELAY_DOMAIN = 'privaterelay.appleid.com';
export const SOCIAL_PROVIDERS = ['facebook', 'google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];
export const REGISTRATION_PROVIDERS = ['email', ...SOCIAL_PROVIDERS] as const;
export type RegistrationProvider = (typeof REGISTRATION_PROVIDERS)[number];
export const GENDER_VALUES = [0, 1] as const;
export const USER_INCLUDES = ['account', 'socialAccounts'] as const;
export type UserInclude = (typeof USER_INCLUDES)[number];
export const SETTINGS_FLAGS = ['email_notifications', 'push_notifications'] as const;
export type SettingsFlag = (typeof SETTINGS_FLAGS)[number];
