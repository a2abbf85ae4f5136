import { describe, expect, it } from 'vitest';
import { accountSchemas, earliestBirthday, latestBirthday, type AccountValidationMessages } from './account';

/** Each message is its own key, so a test reads which rule a value broke. */
const messages = new Proxy({} as AccountValidationMessages, {
  get: (_, key) => (key === 'required' || key === 'invalid' ? (field: string) => `${key}:${field}` : String(key)),
});

const schemasOn = (day: string) => accountSchemas(messages, () => new Date(`${day}T10:00:00Z`));

function errorsOf(schema: { safeParse(value: unknown): { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } }, value: unknown) {
  const result = schema.safeParse(value);
  return result.success ? {} : Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the birthday rule (profile and registration share it)', () => {
  const { profile, step4 } = schemasOn('2026-06-15');

  it('refuses a birthday in the future, and one of a member under 13', () => {
    expect(errorsOf(profile, { birthday: '2026-06-16' })).toEqual({ birthday: 'birthdayFuture' });
    expect(errorsOf(profile, { birthday: '2026-01-01' })).toEqual({ birthday: 'birthdayTooYoung' });
    expect(errorsOf(profile, { birthday: '2026-06-15' })).toEqual({ birthday: 'birthdayTooYoung' });
    expect(errorsOf(profile, { birthday: '2013-06-16' })).toEqual({ birthday: 'birthdayTooYoung' });
    expect(errorsOf(step4, { birthday: '2020-03-05', postal_code: '9000' })).toEqual({ birthday: 'birthdayTooYoung' });
  });

  it('accepts a 13th birthday today, and keeps the 80-year floor and the date format', () => {
    expect(errorsOf(profile, { birthday: '2013-06-15' })).toEqual({});
    expect(errorsOf(profile, { birthday: '1946-01-01' })).toEqual({});
    expect(errorsOf(profile, { birthday: '1945-12-31' })).toEqual({ birthday: 'birthdayRange' });
    expect(errorsOf(profile, { birthday: '2010-02-30' })).toEqual({ birthday: 'birthday' });
  });

  it("takes 'today' in Belgium: a 13th birthday counts from midnight in Brussels, not from midnight UTC", () => {
    // 00:30 in Brussels on 15 June is still 14 June in UTC (summer time, UTC+2); 00:30 on 1 January, 31 December (UTC+1).
    const justAfterMidnight = accountSchemas(messages, () => new Date('2026-06-14T22:30:00Z'));
    expect(errorsOf(justAfterMidnight.profile, { birthday: '2013-06-15' })).toEqual({});
    expect(errorsOf(justAfterMidnight.profile, { birthday: '2026-06-15' })).toEqual({ birthday: 'birthdayTooYoung' });
    expect(latestBirthday(new Date('2025-12-31T23:30:00Z'))).toBe('2013-01-01');
    expect(earliestBirthday(new Date('2025-12-31T23:30:00Z'))).toBe('1946-01-01');
  });

  it('counts someone born on 29 February as 13 from 1 March', () => {
    expect(latestBirthday(new Date('2025-02-28T12:00:00Z'))).toBe('2012-02-28');
    expect(errorsOf(schemasOn('2025-02-28').profile, { birthday: '2012-02-29' })).toEqual({ birthday: 'birthdayTooYoung' });
    expect(errorsOf(schemasOn('2025-03-01').profile, { birthday: '2012-02-29' })).toEqual({});
  });
});

describe('the postal code rule', () => {
  const { profile } = schemasOn('2026-06-15');

  it('takes Belgian postcodes only: four digits from 1000 to 9992', () => {
    for (const code of ['1000', '9000', '9992']) expect(errorsOf(profile, { postal_code: code })).toEqual({});
    for (const code of ['9993', '9999']) expect(errorsOf(profile, { postal_code: code })).toEqual({ postal_code: 'postalCodeRange' });
    for (const code of ['0999', '123', '10000', 'abcd']) expect(errorsOf(profile, { postal_code: code })).toEqual({ postal_code: 'postalCode' });
  });
});

describe('the password change', () => {
  const { settings } = schemasOn('2026-06-15');

  it('refuses a new password equal to the current one, on the new password', () => {
    const same = 'Mijn-huidige-wachtwoord';
    expect(errorsOf(settings, { settings: { current_password: same, password: same, password_confirmation: same } })).toEqual({
      'settings.password': 'passwordUnchanged',
    });
    expect(errorsOf(settings, { settings: { current_password: same, password: `${same}!`, password_confirmation: `${same}!` } })).toEqual({});
    // An account without a password (social sign-in) sends no current one.
    expect(errorsOf(settings, { settings: { password: same, password_confirmation: same } })).toEqual({});
  });
});
