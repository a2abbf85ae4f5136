import { describe, expect, it } from 'vitest';
import { emailRegistration, initialRegisterValues, registrationFailure, socialRegistration, stepPayload, type RegisterValues } from './register-payload';

const social = { provider: 'apple' as const, email: 'x@privaterelay.appleid.com', fname: 'Jan', lname: 'Peeters', cacheId: 'c-1' };
const values: RegisterValues = {
  ...initialRegisterValues(null),
  email: 'Nieuw@Dealwijzer.example',
  fname: 'Nieuw',
  lname: 'Lid',
  password: 'Een-heel-goed-wachtwoord',
  password_confirmation: 'Een-heel-goed-wachtwoord',
  terms: true,
  gender: '0',
  day: '5',
  month: '3',
  year: '1990',
  postal_code: '9000',
};
const referral = { campaign_tag: 'lente', invited_by: null };

describe('registration payloads', () => {
  it('prefills a social sign-up from the check call', () => {
    expect(initialRegisterValues(social)).toMatchObject({ email: social.email, fname: 'Jan', lname: 'Peeters', password: '' });
  });

  it('sends the password on step 1 of an e-mail sign-up only', () => {
    expect(stepPayload(1, values, null)).toMatchObject({ provider: 'email', password: values.password });
    expect(stepPayload(1, values, social)).not.toHaveProperty('password');
    expect(stepPayload(1, values, social)).toMatchObject({ provider: 'apple' });
  });

  it('asks names on step 3 for a private relay address only, and joins the birthday on step 4', () => {
    expect(stepPayload(3, values, null)).toEqual({ email: values.email, gender: '0' });
    expect(stepPayload(3, { ...values, email: social.email }, social)).toEqual({ email: social.email, gender: '0', fname: 'Nieuw', lname: 'Lid' });
    expect(stepPayload(4, values, social)).toEqual({ birthday: '1990-03-05', postal_code: '9000' });
    expect(stepPayload(4, { ...values, day: '' }, social)).toEqual({ birthday: '', postal_code: '9000' });
  });

  it('builds the final calls with the referral', () => {
    expect(emailRegistration(values, referral)).toMatchObject({ provider: 'email', campaign_tag: 'lente', gender: '0', terms: true });
    expect(socialRegistration(values, 'c-1', referral)).toMatchObject({ cache_id: 'c-1', birthday: '1990-03-05', postal_code: '9000' });
  });

  it('sends a 422 back to the earliest step that shows a field; unknown fields become the form message', () => {
    expect(registrationFailure({ postal_code: 'a', email: 'b' }, 4)).toEqual({ step: 1, errors: { postal_code: 'a', email: 'b' } });
    expect(registrationFailure({ gender: 'a', cache_id: 'b', provider: 'c' }, 3)).toEqual({ step: 3, errors: { gender: 'a', _form: 'b c' } });
  });
});
