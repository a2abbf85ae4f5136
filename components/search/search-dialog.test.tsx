// @vitest-environment jsdom
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/components/auth/auth-test-utils';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { useMswServer } from '@/tests/mocks/server';
import SearchBox from './search-box';
import SearchDialogLayer from './search-dialog-layer';
import SearchMenuItem from './search-menu-item';
import { fakeSearchApi, item } from './search-test-api';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

beforeEach(() => {
  resetNavigation();
  resetDialogs();
  useSession.setState({ status: 'guest', user: null });
  window.history.replaceState(null, '');
});

function renderPhone() {
  return renderWithApp(
    <>
      <SearchMenuItem>Zoeken</SearchMenuItem>
      <SearchDialogLayer />
    </>,
  );
}

describe('search dialog (phones)', () => {
  it('the menu item links to the results page and opens a modal dialog with the combobox focused', async () => {
    fakeSearchApi({ popular: [{ title: 'koffie', url: '/search?q=koffie' }] });
    const user = userEvent.setup();
    renderPhone();
    const link = screen.getByRole('link', { name: 'Zoeken' });
    expect(link).toHaveAttribute('href', '/search');
    // Opening the dialog navigates nowhere: the page-loading bar must not start on the click.
    expect(link).toHaveAttribute('data-no-progress');
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Zoeken' }, { timeout: 5_000 });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const field = screen.getByRole('combobox', { name: 'Zoeken' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(await screen.findByRole('option', { name: 'koffie' }, { timeout: 3_000 })).toBeInTheDocument();
    expect(router.push).not.toHaveBeenCalled();
  });

  it('Escape closes the list first, then the dialog, and focus returns to the menu item', async () => {
    fakeSearchApi({ popular: [{ title: 'koffie', url: '/search?q=koffie' }] });
    const user = userEvent.setup();
    renderPhone();
    const link = screen.getByRole('link', { name: 'Zoeken' });
    await user.click(link);
    const field = await screen.findByRole('combobox', { name: 'Zoeken' }, { timeout: 5_000 });
    await screen.findByRole('option', { name: 'koffie' }, { timeout: 3_000 });
    await user.keyboard('{Escape}');
    expect(field).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(link).toHaveFocus();
  });

  it("the phone's Back closes it", async () => {
    fakeSearchApi();
    const user = userEvent.setup();
    renderPhone();
    await user.click(screen.getByRole('link', { name: 'Zoeken' }));
    await screen.findByRole('dialog', {}, { timeout: 5_000 });
    expect(window.history.state).toMatchObject({ searchDialog: true });
    act(() => {
      window.history.replaceState(null, '');
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    });
    expect(useDialogs.getState().dialogs.search.open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a pick replaces the dialog’s history entry and closes it', async () => {
    fakeSearchApi({ suggestions: { aldi: { store: [item(4, 'Aldi', '/folders/aldi')] } } });
    const user = userEvent.setup();
    renderPhone();
    await user.click(screen.getByRole('link', { name: 'Zoeken' }));
    await user.type(await screen.findByRole('combobox', {}, { timeout: 5_000 }), 'aldi');
    await user.click(await screen.findByRole('option', { name: 'Aldi' }, { timeout: 3_000 }));
    expect(router.replace).toHaveBeenCalledWith('/folders/aldi');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('SearchBox (desktop header)', () => {
  it("shows the server's plain form; the first focus swaps in the combobox with what was typed and the focus", async () => {
    fakeSearchApi();
    renderWithApp(
      <SearchBox inputId="site-search">
        <form role="search" action="/search">
          <label htmlFor="site-search">Zoeken</label>
          <input id="site-search" name="q" type="search" />
        </form>
      </SearchBox>,
    );
    const plain = screen.getByRole('searchbox', { name: 'Zoeken' });
    act(() => {
      plain.focus();
      (plain as HTMLInputElement).value = 'kof';
    });
    const field = await screen.findByRole('combobox', { name: 'Zoeken' }, { timeout: 5_000 });
    expect(field).toHaveValue('kof');
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('id', 'site-search');
  });

  it('gives the focus to the combobox’s search button when the keyboard got to the plain one before it came', async () => {
    fakeSearchApi();
    renderWithApp(
      <SearchBox inputId="site-search">
        <form role="search" action="/search">
          <label htmlFor="site-search">Zoeken</label>
          <input id="site-search" name="q" type="search" />
          <button type="submit">Zoek</button>
        </form>
      </SearchBox>,
    );
    // Tab through the field to the button before the autocomplete's code arrived.
    act(() => {
      screen.getByRole('searchbox', { name: 'Zoeken' }).focus();
      screen.getByRole('button', { name: 'Zoek' }).focus();
    });
    await screen.findByRole('combobox', { name: 'Zoeken' }, { timeout: 5_000 });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zoeken' })).toHaveFocus());
    expect(screen.getAllByRole('button', { name: /^Zoek/ })).toHaveLength(1);
  });
});
