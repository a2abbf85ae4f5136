// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { API } from '@/components/auth/auth-test-utils';
import { useToasts } from '@/lib/stores/toasts';
import { server } from '@/tests/mocks/server';
import { loadDraft, saveDraft } from './wizard-draft';
import { emptyValues } from './wizard-values';
import { chooseType, discountToItsStep, next, renderWizard, reportToDetails, setUpWizardTests } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

setUpWizardTests();

/** The status region (role="status") saying `text`. */
async function findStatus(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const status = screen.getAllByRole('status').find((element) => element.textContent === text);
    if (!status) throw new Error(`no status saying ${text}`);
    return status;
  });
}

describe('PostWizard with the keyboard', () => {
  it('a failed step sends the focus to its first invalid group: the type, the subtype, the categories', async () => {
    renderWizard();
    await screen.findByRole('radio', { name: 'Promo melden' });
    await next();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Promo melden' })).toHaveFocus());

    await chooseType('Promo melden');
    await next();
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Promo in de winkel' })).toHaveFocus());

    await userEvent.click(screen.getByRole('radio', { name: 'Promo online' }));
    await next();
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Categorieën' })).toHaveFocus());
    await next();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Categorie 1' })).toHaveFocus());

    await userEvent.click(screen.getByRole('checkbox', { name: 'Categorie 1' }));
    await next();
    await next();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveFocus());
  });

  it('"Plaatsen" keeps the focus while the post is sent and after it failed', async () => {
    // Every try (the client retries a 429) waits until the test lets the refusal through.
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    server.use(
      http.post(`${API}/posts`, async () => {
        await refused;
        return HttpResponse.json({ message: 'Te veel berichten.' }, { status: 429 });
      }),
    );
    renderWizard();
    await chooseType('Vraag');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Koffie?');
    await userEvent.type(screen.getByRole('textbox', { name: 'Beschrijving' }), 'Waar?');
    await next();
    const send = screen.getByRole('button', { name: 'Plaatsen' });
    send.focus();
    await userEvent.keyboard('{Enter}');
    const sending = await screen.findByRole('button', { name: 'Bezig met plaatsen…' });
    expect(sending).toBe(send);
    expect(send).toBeEnabled();
    expect(send).toHaveAttribute('aria-disabled', 'true');
    expect(send).toHaveFocus();
    refuse();
    await waitFor(() => expect(useToasts.getState().toasts).toHaveLength(1), { timeout: 3000 });
    expect(screen.getByRole('button', { name: 'Plaatsen' })).toHaveFocus();
  });

  it('announces the category a third tick unchecks (Dutch and French)', async () => {
    const first = renderWizard();
    await chooseType('Vraag');
    await next();
    for (const name of ['Categorie 1', 'Categorie 2', 'Categorie 3']) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await findStatus('„Categorie 1” is niet meer gekozen: je kunt er maximaal 2 kiezen.');
    first.unmount();

    localStorage.clear();
    renderWizard('fr');
    await chooseType('Vraag');
    await userEvent.click(screen.getByRole('button', { name: 'Suivant' }));
    for (const name of ['Categorie 3', 'Categorie 1', 'Categorie 2']) await userEvent.click(await screen.findByRole('checkbox', { name }));
    await findStatus('« Categorie 3 » n\'est plus choisie : vous pouvez en choisir 2 au maximum.');
  });

  it('webshop: the hint is plain help, the count and the choice are announced, the focus follows the choice and the change', async () => {
    await discountToItsStep();
    const search = await screen.findByRole('searchbox', { name: 'Webshop' });
    const hint = screen.getByText('Typ minstens 2 letters om te zoeken.');
    expect(hint.closest('[aria-live], [role="status"]')).toBeNull();
    expect(search).toHaveAccessibleDescription('Typ minstens 2 letters om te zoeken.');

    await userEvent.type(search, 'koffie');
    await findStatus('1 webshop gevonden.');
    const suggestion = await screen.findByRole('button', { name: 'Shop koffie' });
    suggestion.focus();
    await userEvent.keyboard('{Enter}');
    const change = await screen.findByRole('button', { name: 'Andere webshop' });
    expect(change).toHaveFocus();
    expect(change).toHaveAccessibleDescription('Shop koffie');
    await findStatus('Shop koffie gekozen als webshop.');
    expect(loadDraft()?.values.webshop_id).toBe(9);

    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('searchbox', { name: 'Webshop' })).toHaveFocus();
    expect(loadDraft()?.values.webshop_id).toBeNull();
  });

  it('webshop: arrows go from the search into the suggestions and along them, Escape back; Enter in the search never sends the step', async () => {
    server.use(
      http.get(`${API}/webshops/search`, () =>
        HttpResponse.json({
          data: [
            { id: 9, image_url: null, translation: { title: 'Koffiehoek', slug: 'koffiehoek' } },
            { id: 10, image_url: null, translation: { title: 'Keukenkoning', slug: 'keukenkoning' } },
          ],
        }),
      ),
    );
    await discountToItsStep();
    const search = await screen.findByRole('searchbox', { name: 'Webshop' });
    await userEvent.type(search, 'ko');
    await findStatus('2 webshops gevonden.');
    await userEvent.keyboard('{Enter}');
    // Not sent: no step errors, and the list took the focus.
    expect(screen.queryByText('Geef de kortingscode.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Koffiehoek' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Keukenkoning' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(search).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(await screen.findByRole('button', { name: 'Andere webshop' })).toHaveFocus();
    expect(loadDraft()?.values.webshop_id).toBe(10);
  });

  it('the report\'s advantage is one radio group: arrows move the choice, "none" clears it, the draft keeps the same values', async () => {
    await reportToDetails();
    const group = screen.getByRole('group', { name: 'Wat is het voordeel? (kies er één)' });
    expect(group).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Een prijs' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Geen van deze' })).toBeChecked();

    await userEvent.click(screen.getByRole('radio', { name: 'Een prijs' }));
    expect(screen.getByRole('textbox', { name: 'Nieuwe prijs (€)' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}');
    const discount = screen.getByRole('radio', { name: 'Een korting' });
    expect(discount).toBeChecked();
    expect(discount).toHaveFocus();
    expect(screen.queryByRole('textbox', { name: 'Nieuwe prijs (€)' })).not.toBeInTheDocument();
    expect(loadDraft()?.values).toMatchObject({ only_price: false, only_discount: true, only_another_type: false });

    await userEvent.click(screen.getByRole('radio', { name: 'Geen van deze' }));
    expect(screen.getByRole('radio', { name: 'Een korting' })).not.toBeChecked();
    expect(loadDraft()?.values).toMatchObject({ only_price: false, only_discount: false, only_another_type: false });
  });

  it('a stored draft with an advantage comes back with its radio chosen', async () => {
    saveDraft({
      step: 4,
      values: { ...emptyValues(), type: 1, subtype: 102, type_id: 102, categories: [2], title: 'Bonen', content: 'Tekst', only_another_type: true, another_type: '2+1' },
    });
    renderWizard();
    expect(await screen.findByRole('radio', { name: 'Iets anders' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Geen van deze' })).not.toBeChecked();
    expect(screen.getByRole('textbox', { name: 'Welk voordeel?' })).toHaveValue('2+1');
  });
});
