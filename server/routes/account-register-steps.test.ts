import { describe, expect, it, vi } from 'vitest';
import { useApiHarness } from '../test-support/api-harness';
import { insertUser, registrationBody } from './account.fixtures';

/** The registration dialog's steps: each step's validation, in both languages. */

// scrypt (N = 2^17) makes every login and registration take around a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { smtp: true, clock: true } });

let seq = 0;
const uniqueEmail = (prefix = 'new') => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;
const registration = (email: string, extra: Record<string, unknown> = {}) => registrationBody(email, 'Mijn-nieuwe-wachtwoord-2026', extra);

describe('POST /register/step-{n}', () => {
  it('accepts valid steps', async () => {
    const email = uniqueEmail();
    expect(await api.call('POST', '/register/step-1', { body: registration(email) })).toMatchObject({ status: 200 });
    expect(await api.call('POST', '/register/step-2', { body: { is_subscribed: false, terms: true, policy: true } })).toMatchObject({ status: 200 });
    expect(await api.call('POST', '/register/step-3', { body: { email, gender: 1 } })).toMatchObject({ status: 200 });
    expect(await api.call('POST', '/register/step-4', { body: { birthday: '1992-06-30', postal_code: '1000' } })).toMatchObject({ status: 200 });
  });

  it('step 1: e-mail, names, password rules and a taken address as field errors (both languages)', async () => {
    const taken = uniqueEmail('taken');
    await insertUser(api.db, { email: taken });
    const result = await api.call('POST', '/register/step-1', {
      body: { provider: 'email', email: taken.toUpperCase(), fname: '', lname: 'http://spam.example', password: 'short', password_confirmation: 'different' },
    });
    expect(result.status).toBe(422);
    expect(result.body.errors).toEqual({
      email: ['Dit e-mailadres is al in gebruik.'],
      fname: ['Voornaam is verplicht.'],
      lname: ['Gebruik alleen letters, spaties, koppeltekens en apostrofs.'],
      password: ['Het wachtwoord moet minstens 12 tekens lang zijn.'],
      password_confirmation: ['De wachtwoorden komen niet overeen.'],
    });
    const french = await api.call('POST', '/register/step-1', { body: { email: taken, fname: 'Élodie', lname: "D'Hondt" }, locale: 'fr' });
    expect(french.body.errors).toEqual({
      email: ['Cette adresse e-mail est déjà utilisée.'],
      password: ['Le champ mot de passe est obligatoire.'],
    });
    const long = await api.call('POST', '/register/step-1', { body: registration(uniqueEmail(), { password: 'x'.repeat(129), password_confirmation: 'x'.repeat(129), fname: 'A'.repeat(101) }) });
    expect(long.body.errors).toEqual({
      fname: ['Een naam mag niet langer zijn dan 100 tekens.'],
      password: ['Het wachtwoord mag niet langer zijn dan 128 tekens.'],
    });
  });

  it('step 1 for a social sign-up needs no password', async () => {
    const result = await api.call('POST', '/register/step-1', { body: { provider: 'google', email: uniqueEmail(), fname: 'Jonas', lname: 'Maes' } });
    expect(result.status).toBe(200);
  });

  it('step 2: the terms must be accepted', async () => {
    const result = await api.call('POST', '/register/step-2', { body: { is_subscribed: 'maybe' } });
    expect(result.body.errors).toEqual({ is_subscribed: ['Deze waarde moet ja of nee zijn.'], terms: ['Je moet de algemene voorwaarden aanvaarden.'] });
    const french = await api.call('POST', '/register/step-2', { body: { terms: false }, locale: 'fr' });
    expect(french.body.errors).toEqual({ terms: ['Vous devez accepter les conditions générales.'] });
  });

  it('step 3: gender, and names only for a private relay address', async () => {
    const plain = await api.call('POST', '/register/step-3', { body: { email: uniqueEmail() } });
    expect(plain.body.errors).toEqual({ gender: ['Geslacht is verplicht.'] });
    const relay = await api.call('POST', '/register/step-3', { body: { email: 'x7k2p9@privaterelay.appleid.com', gender: 3 } });
    expect(relay.body.errors).toEqual({
      gender: ['Kies een geslacht.'],
      fname: ['Voornaam is verplicht.'],
      lname: ['Achternaam is verplicht.'],
    });
    const relayOk = await api.call('POST', '/register/step-3', { body: { email: 'x7k2p9@privaterelay.appleid.com', gender: 1, fname: 'Tom', lname: 'Wouters' } });
    expect(relayOk.status).toBe(200);
  });

  it('step 4: a birthday within the last 80 years of a member of 13 or more, and a Belgian postal code', async () => {
    const year = new Date(api.clock).getUTCFullYear();
    for (const [birthday, message] of [
      [`${year - 81}-12-31`, 'Kies een geboortedatum uit de afgelopen 80 jaar.'],
      [`${year + 1}-01-01`, 'Een geboortedatum kan niet in de toekomst liggen.'],
      [`${year}-01-01`, 'Je moet minstens 13 jaar oud zijn.'],
      ['1990-02-30', 'Vul een geldige geboortedatum in.'],
      ['12/05/1990', 'Vul een geldige geboortedatum in.'],
    ] as const) {
      const result = await api.call('POST', '/register/step-4', { body: { birthday, postal_code: '0999' } });
      expect(result.body.errors).toEqual({ birthday: [message], postal_code: ['Vul een geldige Belgische postcode in (4 cijfers).'] });
    }
    const nowhere = await api.call('POST', '/register/step-4', { body: { birthday: '1990-05-12', postal_code: '9999' } });
    expect(nowhere.body.errors).toEqual({ postal_code: ['Een Belgische postcode ligt tussen 1000 en 9992.'] });
    expect((await api.call('POST', '/register/step-4', { body: { birthday: `${year - 80}-01-01`, postal_code: '9992' } })).status).toBe(200);
    const french = await api.call('POST', '/register/step-4', { body: {}, locale: 'fr' });
    expect(french.body.errors).toEqual({
      birthday: ['Le champ date de naissance est obligatoire.'],
      postal_code: ['Le champ code postal est obligatoire.'],
    });
  });

  it('unknown steps are not found', async () => {
    expect((await api.call('POST', '/register/step-5', { body: {} })).status).toBe(404);
    expect((await api.call('POST', '/register/step-0', { body: {} })).status).toBe(404);
  });
});
