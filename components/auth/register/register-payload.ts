import type { RegisterStep } from '@/lib/api/account';
import { birthdayOf, type BirthdayParts } from '@/components/forms/birthday-field';
import type { FormErrors } from '@/components/forms/form-errors';
import {
  isPrivateRelayEmail,
  type RegisterPayload,
  type RegisterSocialPayload,
  type RegisterStep1Payload,
  type RegisterStep2Payload,
  type RegisterStep3Payload,
  type RegisterStep4Payload,
  type RegistrationProvider,
} from '@/lib/schemas/account';
import type { SocialPrefill } from '../auth-flow-store';

/** What the registration form holds across its steps. */
export type RegisterValues = BirthdayParts & {
  email: string;
  fname: string;
  lname: string;
  password: string;
  password_confirmation: string;
  avatar: string | null;
  is_subscribed: boolean;
  terms: boolean;
  gender: '' | '0' | '1';
  postal_code: string;
};

const EMPTY: RegisterValues = {
  email: '',
  fname: '',
  lname: '',
  password: '',
  password_confirmation: '',
  avatar: null,
  is_subscribed: false,
  terms: false,
  gender: '',
  day: '',
  month: '',
  year: '',
  postal_code: '',
};

/** An empty form, or one prefilled from the social check call. */
export function initialRegisterValues(social: SocialPrefill | null): RegisterValues {
  return social ? { ...EMPTY, email: social.email ?? '', fname: social.fname, lname: social.lname } : EMPTY;
}

/** E-mail sign-up has three steps; social sign-up adds birthday and postal code as a fourth. */
export function lastStepOf(social: SocialPrefill | null): RegisterStep {
  return social ? 4 : 3;
}

/** Which step shows each field, so a final 422 can send the visitor back to it. */
export const FIELD_STEP: Record<string, RegisterStep> = {
  email: 1,
  fname: 1,
  lname: 1,
  password: 1,
  password_confirmation: 1,
  avatar: 1,
  is_subscribed: 2,
  terms: 2,
  policy: 2,
  gender: 3,
  birthday: 4,
  postal_code: 4,
};

export type StepPayload = RegisterStep1Payload | RegisterStep2Payload | RegisterStep3Payload | RegisterStep4Payload;

/** The body of POST /register/step-N: what that step shows (a social step 1 has no password). */
export function stepPayload(step: RegisterStep, values: RegisterValues, social: SocialPrefill | null): StepPayload {
  const provider: RegistrationProvider = social?.provider ?? 'email';
  switch (step) {
    case 1: {
      const names = { provider, email: values.email, fname: values.fname, lname: values.lname };
      return social
        ? { ...names, avatar: values.avatar }
        : { ...names, password: values.password, password_confirmation: values.password_confirmation, avatar: values.avatar };
    }
    case 2:
      return { is_subscribed: values.is_subscribed, terms: values.terms };
    case 3: {
      const relay = isPrivateRelayEmail(values.email);
      // '' (none chosen) is sent only if the step's own check was skipped; the schema refuses it.
      const gender = values.gender as RegisterStep3Payload['gender'];
      return { email: values.email, gender, ...(relay ? { fname: values.fname, lname: values.lname } : {}) };
    }
    case 4:
      return { birthday: birthdayOf(values), postal_code: values.postal_code };
  }
}

type Referral = { campaign_tag: string | null; invited_by: string | null };

function common(values: RegisterValues, referral: Referral) {
  return {
    ...referral,
    is_subscribed: values.is_subscribed,
    terms: values.terms,
    // Step 3 checked it is one of these before the final call.
    gender: values.gender as '0' | '1',
    avatar: values.avatar,
  };
}

/** The body of POST /register (e-mail sign-up): steps 1 to 3 together. */
export function emailRegistration(values: RegisterValues, referral: Referral): RegisterPayload {
  return {
    ...common(values, referral),
    provider: 'email',
    email: values.email,
    fname: values.fname,
    lname: values.lname,
    password: values.password,
    password_confirmation: values.password_confirmation,
  };
}

/** The body of POST /register/social/{provider}: the pending sign-up and steps 2 to 4. */
export function socialRegistration(values: RegisterValues, cacheId: string, referral: Referral): RegisterSocialPayload {
  return {
    ...common(values, referral),
    cache_id: cacheId,
    email: values.email,
    fname: values.fname,
    lname: values.lname,
    birthday: birthdayOf(values),
    postal_code: values.postal_code,
  };
}

/**
 * Where a 422 of step `current` (or of the final call) sends the visitor: the earliest step that
 * shows one of the fields, with messages for fields no step shows joined as the form's own.
 */
export function registrationFailure(errors: FormErrors, current: RegisterStep): { step: RegisterStep; errors: FormErrors } {
  const steps = Object.keys(errors).map((field) => FIELD_STEP[field] ?? current);
  const step = Math.min(current, ...steps) as RegisterStep;
  const shown: FormErrors = {};
  const other: string[] = [];
  for (const [field, message] of Object.entries(errors)) {
    if (field in FIELD_STEP) shown[field] = message;
    else other.push(message);
  }
  return { step, errors: other.length > 0 ? { ...shown, _form: other.join(' ') } : shown };
}

export function providerName(provider: RegistrationProvider): string {
  return { email: 'e-mail', google: 'Google', facebook: 'Facebook', apple: 'Apple' }[provider];
}
