// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useTranslations } from '#i18n';
import { TestText } from '@/lib/i18n/client/test-text';
import { FormProvider } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '@/lib/api/errors';
import type { Locale } from '@/lib/i18n/routing';
import { PASSWORD_MIN_LENGTH } from '@/lib/schemas/account-values';
import { useToasts } from '@/lib/stores/toasts';
import { BirthdayField, birthdayOf, type BirthdayParts } from './birthday-field';
import { FormError } from './form-error';
import { GenderField } from './gender-field';
import { PasswordPair } from './password-pair';
import { payloadResolver } from './payload-resolver';
import { showServerFailure } from './server-failure';
import { FormTextField } from './text-field';
import { useAccountForm } from './use-account-form';
import { useAccountSchemas } from './use-account-schemas';

type Values = BirthdayParts & { fname: string; gender: '' | '0' | '1'; password: string; password_confirmation: string; postal_code: string };
const EMPTY: Values = { fname: '', gender: '', day: '', month: '', year: '', password: '', password_confirmation: '', postal_code: '' };

/** A form made only of the shared fields, checked with the shared step schemas, as the account forms use them. */
function TestForm({ failure }: { failure: unknown }) {
  const t = useTranslations('Register');
  const tForms = useTranslations('Forms');
  const schemas = useAccountSchemas();
  const schema = z.object({ ...schemas.step4.shape, gender: schemas.step3.shape.gender, fname: schemas.step1.shape.fname });
  const { form, formRef, showErrors, submitWith } = useAccountForm({
    defaultValues: EMPTY,
    resolver: payloadResolver(schema, (values: Values) => ({
      fname: values.fname,
      gender: values.gender as '0' | '1',
      birthday: birthdayOf(values),
      postal_code: values.postal_code,
    })),
  });
  async function submit() {
    showServerFailure(failure, ['fname', 'gender', 'birthday', 'postal_code', 'password', 'password_confirmation'], showErrors, {
      title: 'Title',
      general: 'General',
    });
  }
  return (
    <FormProvider {...form}>
      <form ref={formRef} onSubmit={submitWith(submit)} noValidate aria-label="test">
        <FormTextField label={tForms('fname')} name="fname" />
        <GenderField />
        <BirthdayField />
        <FormTextField label={tForms('postalCode')} name="postal_code" />
        <PasswordPair labels={{ password: t('password'), confirmation: t('passwordConfirmation'), hint: t('passwordHint', { min: PASSWORD_MIN_LENGTH }) }} />
        <FormError />
        <button type="submit">go</button>
      </form>
    </FormProvider>
  );
}

function renderForm(locale: Locale, failure: unknown = null) {
  return render(
    <TestText locale={locale}>
      <TestForm failure={failure} />
    </TestText>,
  );
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'go' }));
const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function fillValid(names: { fname: string; day: string; month: string; year: string; postal: string; male: string }) {
  fill(names.fname, 'Anne');
  fireEvent.click(screen.getByRole('radio', { name: names.male }));
  fireEvent.change(screen.getByRole('combobox', { name: names.day }), { target: { value: '5' } });
  fireEvent.change(screen.getByRole('combobox', { name: names.month }), { target: { value: '3' } });
  fireEvent.change(screen.getByRole('combobox', { name: names.year }), { target: { value: '1990' } });
  fill(names.postal, '9000');
}

const NL = { fname: 'Voornaam', day: 'Dag', month: 'Maand', year: 'Jaar', postal: 'Postcode', male: 'Man' };
const FR = { fname: 'Prénom', day: 'Jour', month: 'Mois', year: 'Année', postal: 'Code postal', male: 'Homme' };

beforeEach(() => useToasts.getState().clear());

describe('shared form fields', () => {
  it.each([
    ['nl', 'Voornaam is verplicht.', 'Geslacht is verplicht.', 'Vul een geldige Belgische postcode in (4 cijfers).'],
    ['fr', 'Le champ prénom est obligatoire.', 'Le champ genre est obligatoire.', 'Veuillez saisir un code postal belge valide (4 chiffres).'],
  ] as const)('checks with the shared schema in the visitor’s language and focuses the first invalid field (%s)', async (locale, fname, gender, postal) => {
    renderForm(locale);
    const names = locale === 'fr' ? FR : NL;
    fill(names.postal, '12');
    submit();
    expect(await screen.findByText(fname)).toBeInTheDocument();
    expect(screen.getByText(gender)).toBeInTheDocument();
    expect(screen.getByText(postal)).toBeInTheDocument();
    const first = screen.getByLabelText(names.fname);
    expect(first).toHaveAttribute('aria-invalid', 'true');
    expect(first.getAttribute('aria-describedby')).toBe(screen.getByText(fname).id);
    await waitFor(() => expect(first).toHaveFocus(), { timeout: 5_000 });
    // Editing a field takes its message away at once; the others stay until the next submit.
    fill(names.fname, 'Anne');
    expect(screen.queryByText(fname)).toBeNull();
    expect(screen.getByText(gender)).toBeInTheDocument();
  });

  it('focuses an invalid radio group when it is the first invalid field', async () => {
    renderForm('nl');
    fill('Voornaam', 'Anne');
    submit();
    expect(await screen.findByText('Geslacht is verplicht.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Man' })).toHaveFocus(), { timeout: 5_000 });
  });

  it('puts the birthday message under the three selects and marks them', async () => {
    renderForm('nl');
    fireEvent.change(screen.getByRole('combobox', { name: 'Jaar' }), { target: { value: '1990' } });
    submit();
    const message = await screen.findByText('Geboortedatum is verplicht.');
    const group = screen.getByRole('group', { name: 'Geboortedatum' });
    expect(within(group).getByText('Geboortedatum is verplicht.')).toBe(message);
    for (const select of within(group).getAllByRole('combobox')) expect(select).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    ['nl', NL, 'Wachtwoord', 'Herhaal je wachtwoord'],
    ['fr', FR, 'Mot de passe', 'Répétez votre mot de passe'],
  ] as const)('lands the server’s 422 on its fields, keeps what was typed and focuses the first (%s)', async (locale, names, passwordLabel, confirmationLabel) => {
    const failure = new ApiError({
      status: 422,
      reason: 'HTTP 422',
      errors: { 'settings.password_confirmation': ['Server: niet gelijk.'], postal_code: ['Server: onbekende postcode.'], include: ['Onbekend.'] },
    });
    renderForm(locale, failure);
    fillValid(names);
    fill(passwordLabel, 'een-lang-wachtwoord');
    submit();
    expect(await screen.findByText('Server: niet gelijk.')).toBeInTheDocument();
    const confirmation = screen.getByLabelText(confirmationLabel);
    const postalCode = screen.getByLabelText(names.postal);
    expect(confirmation).toHaveAttribute('aria-invalid', 'true');
    expect(confirmation.getAttribute('aria-describedby')).toContain(screen.getByText('Server: niet gelijk.').id);
    expect(postalCode).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Server: onbekende postcode.').id).toBe(postalCode.getAttribute('aria-describedby'));
    expect(screen.getByLabelText(passwordLabel)).toHaveValue('een-lang-wachtwoord');
    expect(screen.getByLabelText(names.fname)).toHaveValue('Anne');
    await waitFor(() => expect(postalCode).toHaveFocus(), { timeout: 5_000 });
    expect(useToasts.getState().toasts.map((toast) => toast.message)).toEqual(['Onbekend.']);
  });

  it('shows other failures as one toast and clears the previous server messages', async () => {
    renderForm('nl', new ApiError({ status: 500, reason: 'HTTP 500', message: 'Server Error' }));
    fillValid(NL);
    await act(async () => submit());
    await waitFor(() => expect(useToasts.getState().toasts.map((toast) => toast.message)).toEqual(['General']));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
