// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import { useToasts } from '@/lib/stores/toasts';
import { server } from '@/tests/mocks/server';
import { DRAFT_KEY, loadDraft } from './wizard-draft';
import { chooseType, discountToItsStep, next, questionToImages, renderWizard, reportToDetails, uploadImageHandler, setUpWizardTests } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

setUpWizardTests();

describe('PostWizard', () => {
  it('asks for a type first, then walks a question in four steps with the progress bar following', async () => {
    renderWizard();
    await screen.findByRole('radio', { name: 'Vraag' });
    await next();
    expect(await screen.findByText('Kies het soort bericht.')).toBeInTheDocument();
    await chooseType('Vraag');
    const bar = screen.getByRole('progressbar', { name: 'Voortgang' });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '4');
    await next();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Categorieën' })).toHaveFocus());
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    await next();
    // The content step: title and content are required.
    expect(screen.getByRole('heading', { name: 'Je bericht' })).toBeInTheDocument();
    await next();
    expect(await screen.findByText('Geef je bericht een titel van hoogstens 255 tekens.')).toBeInTheDocument();
    expect(screen.getByText('Schrijf een beschrijving.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Waar vind ik koffie?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Liefst in bonen.');
    await next();
    expect(screen.getByRole('heading', { name: 'Afbeeldingen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Plaatsen' })).toBeInTheDocument();
    expect(bar).toHaveAttribute('aria-valuenow', '4');
  });

  it('a report needs a category, keeps the latest two, and clears the subtype when the type changes', async () => {
    renderWizard();
    await chooseType('Promo melden');
    await next();
    // The type is chosen; the subtype is what is missing, and the message says so.
    expect(await screen.findByText('Kies welk soort precies.')).toBeInTheDocument();
    expect(screen.queryByText('Kies het soort bericht.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Promo online' }));
    await chooseType('Koopje');
    expect(screen.queryByRole('radio', { name: 'Promo online' })).not.toBeInTheDocument();
    await chooseType('Promo melden');
    expect(screen.getByRole('radio', { name: 'Promo online' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Promo online' }));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuemax', '6');
    await next();
    await next();
    expect(await screen.findByText('Kies minstens één categorie (maximaal twee).')).toBeInTheDocument();
    for (const name of ['Categorie 1', 'Categorie 2', 'Categorie 3']) await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('checkbox', { name: 'Categorie 1' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Categorie 2' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Categorie 3' })).toBeChecked();
    expect(loadDraft()?.values.categories).toEqual([2, 3]);
  });

  it('keeps the draft across a reload: values and step come back', async () => {
    const first = renderWizard();
    await chooseType('Vraag');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Bewaard');
    first.unmount();
    expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}')).toMatchObject({ step: 2, values: { title: 'Bewaard', type_id: 6 } });
    renderWizard();
    expect(await screen.findByRole('textbox', { name: 'Titel' })).toHaveValue('Bewaard');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3');
  });

  it('a discount: code, webshop and end are required, the webshop search asks once per pause, a future start turns on not_started', async () => {
    const searches: string[] = [];
    server.use(
      http.get(`${API}/webshops/search`, ({ request }) => {
        searches.push(new URL(request.url).searchParams.get('q') ?? '');
        return HttpResponse.json({ data: [{ id: 9, image_url: null, translation: { title: 'Bol', slug: 'bol' } }] });
      }),
    );
    await discountToItsStep();
    await next();
    expect(await screen.findByText('Geef de kortingscode.')).toBeInTheDocument();
    expect(screen.getByText('Kies de webshop.')).toBeInTheDocument();
    expect(screen.getByText('Geef de einddatum.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Webshop' }), 'bol');
    await userEvent.click(await screen.findByRole('button', { name: 'Bol' }));
    expect(searches).toEqual(['bol']);
    const future = new Date();
    future.setDate(future.getDate() + 3);
    const day = `${future.getFullYear()}-${String(future.getMonth() + 1).padStart(2, '0')}-${String(future.getDate()).padStart(2, '0')}`;
    expect(screen.getByRole('checkbox', { name: 'De promo is nog niet begonnen' })).not.toBeChecked();
    fireEvent.change(screen.getByLabelText('Begindatum (optioneel)'), { target: { value: day } });
    expect(screen.getByRole('checkbox', { name: 'De promo is nog niet begonnen' })).toBeChecked();
    expect(loadDraft()?.values.started_at).toBeInstanceOf(Date);
  });

  it('sends the post with an Idempotency-Key and shows the coins, at most 12, with the progress bar turned to success', async () => {
    let sent: { body: unknown; key: string | null } | null = null;
    server.use(
      http.post(`${API}/posts`, async ({ request }) => {
        sent = { body: await request.json(), key: request.headers.get('Idempotency-Key') };
        return HttpResponse.json({ data: { id: 5, status: 'approved', url: '/posts/5', bonus_impact: 15 } }, { status: 201 });
      }),
    );
    renderWizard();
    await chooseType('Vraag');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Koffie?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Waar?');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    expect(await screen.findByRole('heading', { name: 'Bedankt, je bericht staat online!' })).toHaveFocus();
    expect(screen.getByTestId('bonus-coins')).toHaveTextContent('+12 bonuspunten');
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-state', 'success');
    expect(sent).toMatchObject({ body: { type_id: 6, title: 'Koffie?', content: 'Waar?', categories: [] } });
    expect(sent!.key).toMatch(/.{16,}/);
    expect(localStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('another default-kind type shows the optional content without coins, as the API pays them for a report only', async () => {
    renderWizard();
    await chooseType('Cashback');
    await next();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Categorie 2' }));
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Terug');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), '5 euro terug');
    await next();
    await next();
    expect(screen.getByRole('radio', { name: 'Een prijs' })).toBeInTheDocument();
    expect(screen.queryByText(/extra bonuspunten/)).not.toBeInTheDocument();
  });

  it('a report with the optional content: the options exclude each other and the post goes out', async () => {
    let sent: Record<string, unknown> | null = null;
    server.use(
      http.post(`${API}/posts`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ data: { id: 6, status: 'approved', url: '/posts/6', bonus_impact: 7 } }, { status: 201 });
      }),
    );
    await reportToDetails();
    expect(screen.getByText('Vul je dit in, dan verdien je 2 extra bonuspunten.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Een prijs' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Nieuwe prijs (€)' }), '4,99');
    await userEvent.click(screen.getByRole('radio', { name: 'Iets anders' }));
    expect(screen.getByRole('radio', { name: 'Een prijs' })).not.toBeChecked();
    expect(screen.queryByRole('textbox', { name: 'Nieuwe prijs (€)' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Welk voordeel?' }), '2+1 gratis op alle koffiebonen');
    expect(screen.getByRole('textbox', { name: 'Welk voordeel?' })).toHaveValue('2+1 gratis op alle kof');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    expect(await screen.findByRole('heading', { name: 'Bedankt, je bericht staat online!' })).toBeInTheDocument();
    expect(sent).toMatchObject({ type_id: 102, categories: [2], only_price: false, new_price: null, only_another_type: true, another_type: '2+1 gratis op alle kof' });
  });

  it('a price that is no number says what a price may be (not "or a date")', async () => {
    await reportToDetails();
    await userEvent.click(screen.getByRole('radio', { name: 'Een prijs' }));
    const price = screen.getByRole('textbox', { name: 'Nieuwe prijs (€)' });
    await userEvent.type(price, '-3');
    await next();
    expect(price).toHaveAccessibleDescription(expect.stringContaining('Alleen een getal boven 0 en tot 999999.'));
    expect(screen.queryByText(/geldige datum/)).not.toBeInTheDocument();
  });

  it('a 422 shows a "Validation Error" toast per message and each message beside its field, on its step', async () => {
    server.use(
      http.post(`${API}/posts`, () =>
        HttpResponse.json({ message: 'Validation Error', errors: { title: ['Deze titel bestaat al.'], origin_url: ['Die link werkt niet.'] } }, { status: 422 }),
      ),
    );
    renderWizard();
    await chooseType('Vraag');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Dubbel');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Tekst');
    await next();
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    // Back on the content step, where the fields are.
    expect(await screen.findByRole('heading', { name: 'Je bericht' })).toBeInTheDocument();
    const title = screen.getByRole('textbox', { name: 'Titel' });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Deze titel bestaat al.');
    const toasts = useToasts.getState().toasts;
    expect(toasts.map((toast) => [toast.title, toast.message, toast.duration])).toEqual([
      ['Validatiefout', 'Deze titel bestaat al.', 4000],
      ['Validatiefout', 'Die link werkt niet.', 4000],
    ]);
  });

  it('another failure is one "Error" toast and the form stays as typed', async () => {
    server.use(http.post(`${API}/posts`, () => HttpResponse.json({ message: 'Je plaatste al 5 berichten dit uur.' }, { status: 429 })));
    renderWizard('fr');
    await chooseType('Vraag');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Titre' }), 'Café ?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Description' }), 'Où ?');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publier' }));
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1));
    expect(useToasts.getState().toasts[0]).toMatchObject({ title: 'Erreur', type: 'error', duration: 4000 });
    expect(screen.getByRole('heading', { name: 'Images' })).toBeInTheDocument();
  });

  it('images: a preview turns before the upload; at most four, at most three from one paste', async () => {
    const uploads: string[] = [];
    server.use(uploadImageHandler(uploads));
    globalThis.URL.createObjectURL ??= () => 'blob:preview';
    globalThis.URL.revokeObjectURL ??= () => undefined;
    await questionToImages();
    const image = (name: string) => new File(['x'], name, { type: 'image/jpeg' });
    const paste = new Event('paste', { bubbles: true }) as Event & { clipboardData: { files: File[] } };
    paste.clipboardData = { files: ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg'].map(image) };
    act(() => {
      document.dispatchEvent(paste);
    });
    const toAdd = screen.getByRole('list', { name: 'Nog toe te voegen' });
    expect(within(toAdd).getAllByRole('img')).toHaveLength(3);
    const first = within(toAdd).getByRole('img', { name: 'Voorbeeld van afbeelding 1' });
    await userEvent.click(within(toAdd).getAllByRole('button', { name: 'Draai rechts' })[0]!);
    expect(first.style.transform).toBe('rotate(90deg)');
    await userEvent.upload(screen.getByLabelText('Afbeeldingen toevoegen'), [image('e.jpg'), image('f.jpg')]);
    expect(within(toAdd).getAllByRole('img')).toHaveLength(4);
    expect(screen.getByLabelText('Afbeeldingen toevoegen')).toBeDisabled();
    // Unturned pictures go up as they are (turning draws on a canvas, which jsdom lacks).
    await userEvent.click(within(toAdd).getAllByRole('button', { name: 'Toevoegen' })[1]!);
    const added = await screen.findByRole('list', { name: 'Toegevoegde afbeeldingen' });
    expect(within(added).getByRole('img', { name: 'Afbeelding 1' })).toHaveAttribute('src', '/media/posts/1.jpg');
    expect(uploads).toHaveLength(1);
    expect(loadDraft()?.values.images).toEqual([{ name: 'b.jpg', url: '/media/posts/1.jpg', path: 'posts/1.jpg', disk: 'local' }]);
  });
});

describe('PostWizard quote', () => {
  it('a quote over its limit is refused with its own message beside the quote field', async () => {
    renderWizard();
    await chooseType('Koopje');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Stofzuiger');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Halve prijs.');
    await next();
    await next();
    const quote = await screen.findByRole('textbox', { name: 'Jouw mening (optioneel)' });
    fireEvent.change(quote, { target: { value: 'x'.repeat(2001) } });
    await userEvent.click(screen.getByRole('button', { name: 'Plaatsen' }));
    expect(await screen.findByText('Je mening mag hoogstens 2000 tekens lang zijn.')).toBeInTheDocument();
    expect(quote).toHaveAttribute('aria-invalid', 'true');
    expect(quote).toHaveAccessibleDescription(expect.stringContaining('Je mening mag hoogstens 2000 tekens lang zijn.'));
    expect(screen.queryByText('Schrijf een beschrijving.')).not.toBeInTheDocument();
  });
});
