// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import type { Locale } from '@/lib/i18n/routing';
import { useSession } from '@/lib/stores/session';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { useMswServer } from '@/tests/mocks/server';
import SearchCombobox from './search-combobox';
import { fakeSearchApi, item } from './search-test-api';
import { SUGGEST_DEBOUNCE_MS } from './use-search-suggestions';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

beforeEach(() => {
  resetNavigation();
  useSession.setState({ status: 'guest', user: null });
});
afterEach(() => vi.useRealTimers());

const POPULAR = [
  { title: 'koffie', url: '/search?q=koffie' },
  { title: 'luiers', url: '/search?q=luiers' },
];

function renderBox(locale: Locale = 'nl') {
  renderWithApp(<SearchCombobox inputId="site-search" />, locale);
  return screen.getByRole('combobox');
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchCombobox', () => {
  it('is an ARIA combobox: on focus the popular searches open, arrows move and wrap, Enter opens the active one', async () => {
    const api = fakeSearchApi({ popular: POPULAR });
    const user = userEvent.setup();
    const field = renderBox();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    await user.click(field);
    const listbox = await screen.findByRole('listbox', { name: 'Zoeksuggesties' }, { timeout: 5_000 });
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    expect(within(listbox).getByRole('group', { name: 'Populaire zoekopdrachten' })).toBeInTheDocument();
    expect(optionNames()).toEqual(['koffie', 'luiers']);

    await user.keyboard('{ArrowDown}');
    const [first, second] = screen.getAllByRole('option');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(field).toHaveAttribute('aria-activedescendant', first!.id);
    await user.keyboard('{ArrowUp}');
    expect(field).toHaveAttribute('aria-activedescendant', second!.id);
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('aria-selected', 'false');

    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=luiers');
    // A guest's pick is not saved.
    expect(api.calls).toEqual(['GET /search/before-search']);
  });

  it('asks for suggestions 400 ms after the last keystroke, from one character, and shows them in labelled groups', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = fakeSearchApi({
      suggestions: {
        ko: {
          store: [item(1, 'Kolruyt', '/folders/kolruyt', { image_url: 'https://cdn.example/kolruyt.png' })],
          folder: [item(5, 'Folder Kolruyt', '/folders/kolruyt/2026-11-20', { store_title: 'Kolruyt', valid_text: 'tot 30/11' })],
          entity: [item(9, 'Koffiebonen', '/promos/9', { morphable_type: 'FolderItem', folder_page_url: '/folders/kolruyt/2026-11-20?page=3&item=9' })],
        },
      },
    });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const field = renderBox();
    await user.type(field, 'k');
    await user.type(field, 'o');
    await act(() => vi.advanceTimersByTimeAsync(SUGGEST_DEBOUNCE_MS - 100));
    expect(api.calls.filter((call) => call.startsWith('POST'))).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await waitFor(() => expect(api.bodies).toEqual([{ search: 'ko' }]));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('group').map((group) => group.getAttribute('aria-labelledby') && within(group).getAllByRole('option').length)).toEqual([1, 1, 1]);
    expect(within(listbox).getByRole('group', { name: 'Winkels' })).toBeInTheDocument();
    expect(within(listbox).getByRole('group', { name: 'Folders' })).toHaveTextContent('Kolruyt · tot 30/11');
    expect(within(listbox).getByRole('group', { name: 'Promoties' })).toBeInTheDocument();
    // A folder item opens the folder on its page.
    await user.keyboard('{ArrowUp}{Enter}');
    expect(router.push).toHaveBeenCalledWith('/folders/kolruyt/2026-11-20?page=3&item=9');
  });

  it('does not show the pre-suggestions under a typed query while its suggestions load', async () => {
    fakeSearchApi({ popular: POPULAR, delays: { lu: 300 }, suggestions: { lu: { product: [item(3, 'Luiers maat 4', '/producten/luiers')] } } });
    const user = userEvent.setup();
    const field = renderBox();
    await user.click(field);
    await screen.findByRole('option', { name: 'luiers' }, { timeout: 5_000 });
    await user.type(field, 'lu');
    expect(screen.queryByRole('option', { name: 'luiers' })).toBeNull();
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(await screen.findByRole('option', { name: 'Luiers maat 4' }, { timeout: 3_000 })).toBeInTheDocument();
  });

  it('never lets an older answer replace a newer one', async () => {
    fakeSearchApi({
      delays: { kaa: 600 },
      suggestions: { kaa: { brand: [item(1, 'Kaasmerk', '/merken/kaas')] }, kaas: { product: [item(2, 'Kaasschaaf', '/producten/kaasschaaf')] } },
    });
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, 'kaa');
    // The slow answer for "kaa" is in flight when "kaas" is typed.
    await new Promise((resolve) => setTimeout(resolve, SUGGEST_DEBOUNCE_MS + 50));
    await user.type(field, 's');
    expect(await screen.findByRole('option', { name: 'Kaasschaaf' }, { timeout: 3_000 })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(optionNames()).toEqual(['Kaasschaaf']);
  });

  it("lists a member's recent searches with a delete button that deletes through the API and keeps the list open", async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const api = fakeSearchApi({
      recent: [
        { id: 3, group: 'store', title: 'Aldi', url: '/folders/aldi', recentable_id: 4 },
        { id: 2, group: null, title: 'koffiebonen', url: '/search?q=koffiebonen', recentable_id: null },
      ],
      popular: POPULAR,
    });
    const user = userEvent.setup();
    const field = renderBox();
    await user.click(field);
    const recent = await screen.findByRole('group', { name: 'Recente zoekopdrachten' }, { timeout: 5_000 });
    expect(within(recent).getAllByRole('option').map((option) => option.textContent)).toEqual(['Aldi', 'koffiebonen']);
    // A listbox may hold options and groups only: the delete buttons are outside it (axe aria-required-children).
    expect(within(screen.getByRole('listbox')).queryAllByRole('button')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Aldi verwijderen uit recente zoekopdrachten' }));
    await waitFor(() => expect(api.calls).toContain('DELETE /search/search-term/3'));
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames()).toEqual(['koffiebonen', 'koffie', 'luiers']);
    expect(api.recent.map((row) => row.id)).toEqual([2]);
  });

  it("saves a member's pick with url, query, group and entity id, then navigates", async () => {
    useSession.setState({ status: 'user', user: demoUser() });
    const api = fakeSearchApi({ suggestions: { aldi: { store: [item(4, 'Aldi', '/folders/aldi')] } } });
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, 'aldi');
    await user.click(await screen.findByRole('option', { name: 'Aldi' }, { timeout: 3_000 }));
    expect(router.push).toHaveBeenCalledWith('/folders/aldi');
    await waitFor(() => expect(api.bodies).toContainEqual({ query: 'Aldi', url: '/folders/aldi', group: 'store', entity_id: 4 }));
  });

  it('does nothing on a submit under 3 characters but show the hint; a blank submit goes to the results page', async () => {
    fakeSearchApi();
    const user = userEvent.setup();
    const field = renderBox('fr');
    await user.type(field, 'ko{Enter}');
    expect(router.push).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Tapez au moins 3 caractères');
    expect(field).toHaveAccessibleDescription(/au moins 3 caractères/);
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(router.push).toHaveBeenCalledWith('/fr/search');
  });

  it('submits 3+ characters to the results page', async () => {
    fakeSearchApi();
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, ' koffie {Enter}');
    expect(router.push).toHaveBeenCalledWith('/search?q=koffie');
  });

  it('closes on Escape and clears on a second Escape', async () => {
    fakeSearchApi({ suggestions: { melk: { product: [item(1, 'Melk', '/producten/melk')] } } });
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, 'melk');
    await screen.findByRole('option', { name: 'Melk' }, { timeout: 3_000 });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(field).toHaveValue('melk');
    await user.keyboard('{Escape}');
    expect(field).toHaveValue('');
  });

  it('shows a quiet message when the API fails, and typing goes on', async () => {
    fakeSearchApi({ failSuggest: true });
    const user = userEvent.setup();
    const field = renderBox();
    await user.type(field, 'kaas');
    expect(await screen.findByText('Suggesties zijn nu niet beschikbaar.', {}, { timeout: 4_000 })).toBeInTheDocument();
    await user.type(field, 'je');
    expect(field).toHaveValue('kaasje');
    expect(field).toHaveAttribute('aria-expanded', 'false');
  });
});
