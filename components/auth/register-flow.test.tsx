// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import Cookies from 'js-cookie';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { resetSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { navigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, renderWithApp } from './auth-test-utils';
import { useAuthFlow } from './auth-flow-store';
import RegisterFlow from './register-flow';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/register';

startMsw();

type Seen = { path: string; body: Record<string, unknown> };

/** Accepts every step (or answers `failures[path]`) and records what was posted. */
function registrationServer(failures: Record<string, { status: number; body: JsonBodyType }> = {}) {
  const seen: Seen[] = [];
  const answer = (path: string, ok: JsonBodyType, status = 200) =>
    http.post(`${API}${path}`, async ({ request }) => {
      seen.push({ path, body: (await request.json()) as Record<string, unknown> });
      const failure = failures[path];
      return failure ? HttpResponse.json(failure.body, { status: failure.status }) : HttpResponse.json(ok, { status });
    });
  server.use(
    answer('/register/step-1', { message: 'Ok' }),
    answer('/register/step-2', { message: 'Ok' }),
    answer('/register/step-3', { message: 'Ok' }),
    answer('/register/step-4', { message: 'Ok' }),
    answer('/register', { message: 'Je account is aangemaakt.', data: { email: 'x', is_verified: false } }, 201),
    answer('/register/social/google', { message: 'Je account is aangemaakt.', data: { email: 'x', is_verified: false } }, 201),
    http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })),
  );
  return seen;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const next = () => fireEvent.click(screen.getByRole('button', { name: 'Volgende' }));

function fillStep1() {
  fill('E-mailadres', 'Nieuw@Dealwijzer.example');
  fill('Voornaam', 'Nieuw');
  fill('Achternaam', 'Lid');
  fill('Wachtwoord', 'Een-heel-goed-wachtwoord');
  fill('Herhaal je wachtwoord', 'Een-heel-goed-wachtwoord');
}

beforeEach(() => {
  resetSession();
  useToasts.getState().clear();
  useAuthFlow.setState({ verification: null, social: null });
  for (const name of ['campaign_tag', 'invited_by', 'registered_email']) Cookies.remove(name, { path: '/' });
});

describe('RegisterFlow (e-mail)', () => {
  it('validates step 1 locally first (names, password rules, confirmation)', async () => {
    const seen = registrationServer();
    renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    fill('E-mailadres', 'geen-adres');
    fill('Wachtwoord', 'kort');
    fill('Herhaal je wachtwoord', 'anders');
    next();
    expect(await screen.findByText('Vul een geldig e-mailadres in.')).toBeInTheDocument();
    expect(screen.getByText('Voornaam is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Het wachtwoord moet minstens 12 tekens lang zijn.')).toBeInTheDocument();
    expect(screen.getByText('De wachtwoorden komen niet overeen.')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });

  it('maps a 422 of the server to its field (a taken e-mail)', async () => {
    registrationServer({ '/register/step-1': { status: 422, body: { message: 'x', errors: { email: ['Dit e-mailadres is al in gebruik.'] } } } });
    renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    fillStep1();
    next();
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();
  });

  it('shows other failures under the password field: the server text when it is meant for people', async () => {
    registrationServer({ '/register/step-1': { status: 429, body: { message: 'Te veel pogingen. Probeer het over 60 seconden opnieuw.' } } });
    renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    fillStep1();
    next();
    expect(await screen.findByText('Te veel pogingen. Probeer het over 60 seconden opnieuw.')).toBeInTheDocument();
  });

  it('shows a server error as the form’s own message, not the server text', async () => {
    registrationServer({ '/register/step-1': { status: 500, body: { message: 'Server Error' } } });
    renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    fillStep1();
    next();
    expect(await screen.findByText('Er ging iets mis. Probeer het opnieuw.')).toBeInTheDocument();
    expect(screen.queryByText('Server Error')).toBeNull();
  });

  it('goes through steps 1–3 and registers with referral and campaign tag', async () => {
    Cookies.set('campaign_tag', 'lente-2026');
    Cookies.set('invited_by', 'VRIEND42');
    const seen = registrationServer();
    const onRegistered = vi.fn();
    renderWithApp(<RegisterFlow onRegistered={onRegistered} onLoggedIn={vi.fn()} />);
    fillStep1();
    next();

    expect(await screen.findByText('Stap 2 van 3')).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'algemene voorwaarden' });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'privacybeleid' })).toHaveAttribute('href', '/privacy-policy');
    next();
    expect(await screen.findByText('Je moet de algemene voorwaarden aanvaarden.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /algemene voorwaarden/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /nieuwsbrief/ }));
    next();

    expect(await screen.findByText('Stap 3 van 3')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Voornaam')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Geslacht is verplicht.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('radio', { name: 'Vrouw' }));
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(seen.map((entry) => entry.path)).toEqual(['/register/step-1', '/register/step-2', '/register/step-3', '/register']);
    expect(seen[3]?.body).toMatchObject({
      provider: 'email',
      email: 'Nieuw@Dealwijzer.example',
      fname: 'Nieuw',
      lname: 'Lid',
      gender: '0',
      terms: true,
      is_subscribed: true,
      campaign_tag: 'lente-2026',
      invited_by: 'VRIEND42',
    });
    expect(useAuthFlow.getState().verification).toEqual({ email: 'nieuw@dealwijzer.example', password: 'Een-heel-goed-wachtwoord' });
    expect(Cookies.get('registered_email')).toBe('nieuw@dealwijzer.example');
    expect(Cookies.get('invited_by')).toBeUndefined();
  });

  it('a final 422 on an earlier field goes back to that step', async () => {
    registrationServer({ '/register': { status: 422, body: { message: 'x', errors: { email: ['Dit e-mailadres is al in gebruik.'] } } } });
    renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    fillStep1();
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: /algemene voorwaarden/ }));
    next();
    fireEvent.click(await screen.findByRole('radio', { name: 'Man' }));
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Dit e-mailadres is al in gebruik.')).toBeInTheDocument();
    expect(screen.getByText('Stap 1 van 3')).toBeInTheDocument();
  });

  it('refuses an avatar that is not png, jpg or jpeg, and reports the server\'s upload error', async () => {
    registrationServer();
    server.use(http.post(`${API}/register/upload-image`, () => HttpResponse.json({ message: 'x', errors: { file: ['Dit bestand is geen geldige afbeelding.'] } }, { status: 422 })));
    const { container } = renderWithApp(<RegisterFlow onRegistered={vi.fn()} onLoggedIn={vi.fn()} />);
    const input = container.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    expect(input.accept).toContain('.png');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'kat.gif', { type: 'image/gif' })] } });
    await waitFor(() => expect(useToasts.getState().toasts[0]?.message).toBe('De afbeelding moet een png-, jpg- of jpeg-bestand zijn.'));
    fireEvent.change(input, { target: { files: [new File(['x'], 'kat.png', { type: 'image/png' })] } });
    await waitFor(() => expect(useToasts.getState().toasts[1]?.message).toBe('Dit bestand is geen geldige afbeelding.'));
  });
});

describe('RegisterFlow (social)', () => {
  it('prefills from the social check, asks names on step 3 for a private relay address and birthday + postal code on step 4', async () => {
    useAuthFlow.setState({
      social: { provider: 'google', email: 'abc123@privaterelay.appleid.com', fname: 'Jan', lname: 'Peeters', cacheId: '0f8fad5b-d9cb-469f-a165-70867728950e' },
    });
    const seen = registrationServer();
    const onRegistered = vi.fn();
    renderWithApp(<RegisterFlow onRegistered={onRegistered} onLoggedIn={vi.fn()} />);
    expect(screen.getByText('Stap 1 van 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Voornaam')).toHaveValue('Jan');
    expect(screen.getByLabelText('E-mailadres')).toHaveAttribute('readonly');
    expect(screen.queryByLabelText('Wachtwoord')).toBeNull();
    next();
    fireEvent.click(await screen.findByRole('checkbox', { name: /algemene voorwaarden/ }));
    next();
    expect(await screen.findByText('Stap 3 van 4')).toBeInTheDocument();
    expect(screen.getByLabelText('Achternaam')).toHaveValue('Peeters');
    fireEvent.click(screen.getByRole('radio', { name: 'Man' }));
    next();

    expect(await screen.findByText('Stap 4 van 4')).toBeInTheDocument();
    const years = screen.getByRole('combobox', { name: 'Jaar' }).querySelectorAll('option');
    const thisYear = new Date().getFullYear();
    // From the youngest a member can be (13) back 80 years.
    expect(years[1]).toHaveValue(String(thisYear - 13));
    expect(years[years.length - 1]).toHaveValue(String(thisYear - 80));
    fireEvent.change(screen.getByRole('combobox', { name: 'Dag' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Maand' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Jaar' }), { target: { value: '1990' } });
    fill('Postcode', '12');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));
    expect(await screen.findByText('Vul een geldige Belgische postcode in (4 cijfers).')).toBeInTheDocument();
    fill('Postcode', '9000');
    fireEvent.click(screen.getByRole('button', { name: 'Account aanmaken' }));

    await waitFor(() => expect(onRegistered).toHaveBeenCalled());
    expect(seen.map((entry) => entry.path)).toEqual([
      '/register/step-1',
      '/register/step-2',
      '/register/step-3',
      '/register/step-4',
      '/register/social/google',
    ]);
    expect(seen[2]?.body).toMatchObject({ fname: 'Jan', lname: 'Peeters', gender: '1' });
    expect(seen[4]?.body).toMatchObject({ cache_id: '0f8fad5b-d9cb-469f-a165-70867728950e', birthday: '1990-03-05', postal_code: '9000' });
  });
});
