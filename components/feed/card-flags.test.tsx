// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PromoActionFlags } from '@/lib/api/actions';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import type { MemberPromoFlags } from '@/lib/api/member-flags';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import Toaster from '@/components/ui/toaster';
import FeedGrid from './feed-grid';
import { feedItem } from './feed-test-items';
import { resetEngagement } from '@/components/engagement/engagement-test-utils';

startMsw();

const items = [feedItem('OnlinePromo', 1), feedItem('Post', 2), feedItem('Folder', 3)];
const counts = { rating_calculated: 42, hits_count: 50, dislikes_count: 8 };
const flagsOf = (type: MemberPromoFlags['morphable_type'], id: number, flags: Partial<PromoActionFlags> = {}): MemberPromoFlags => ({
  morphable_type: type,
  morphable_id: id,
  ...NO_PROMO_FLAGS,
  ...counts,
  ...flags,
});
const firstCall = { timeout: 5000 };

function renderGrid(locale: 'nl' | 'fr' = 'nl') {
  renderWithApp(
    <>
      <FeedGrid items={items} label="Deals" />
      <Toaster />
    </>,
    locale,
  );
}

const card = (title: string) => screen.getByRole('article', { name: title });

beforeEach(resetEngagement);

describe('feed card flags for a guest', () => {
  it('asks nothing and opens the login dialog on a click', async () => {
    useSession.setState({ status: 'guest', user: null });
    renderGrid();
    const promo = within(card('Koffiebonen 1 kg 1'));
    expect(promo.getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 1' })).not.toHaveAttribute('aria-pressed');
    fireEvent.click(promo.getByRole('button', { name: 'Koffiebonen 1 kg 1 als favoriet' }));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    // msw fails the test on any request it does not handle: none was made.
  });

  it('renders its flags as markup of the list (no member part), and sets the flag asked for once the guest logged in', async () => {
    useSession.setState({ status: 'guest', user: null });
    const calls: string[] = [];
    server.use(
      http.get(`${API}/me/promo-flags`, () => HttpResponse.json({ data: [flagsOf('OnlinePromo', 1), flagsOf('Post', 2), flagsOf('Folder', 3)] })),
      http.put(`${API}/posts/2/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_favourite: true } });
      }),
    );
    renderGrid();
    const post = () => within(card('Koffiebonen 1 kg 2'));
    const favourite = post().getByRole('button', { name: 'Koffiebonen 1 kg 2 als favoriet' });
    expect(favourite).toHaveAttribute('aria-haspopup', 'dialog');
    expect(favourite).toHaveAttribute('data-flag', 'favourite');
    fireEvent.click(favourite);
    await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));
    await waitFor(() => expect(favourite).toHaveAttribute('aria-expanded', 'true'));

    // Logged in from the dialog: the member's flags replace the guest's and the favourite is set, once.
    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await waitFor(() => expect(post().getByRole('button', { name: 'Koffiebonen 1 kg 2 als favoriet' })).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(post().getAllByRole('button', { name: 'Koffiebonen 1 kg 2 als favoriet' })).toHaveLength(1);
    expect(calls).toEqual(['set-favorite']);
  });
});

describe('feed card flags when the session check finds a member', () => {
  it("keeps a keyboard user's focus: the member's button of the same flag takes it from the guest's", async () => {
    useSession.setState({ status: 'guest', user: null });
    server.use(http.get(`${API}/me/promo-flags`, () => HttpResponse.json({ data: [flagsOf('OnlinePromo', 1), flagsOf('Post', 2), flagsOf('Folder', 3)] })));
    renderGrid();
    const hitOf = () => within(card('Koffiebonen 1 kg 2')).getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 2' });
    const guestHit = hitOf();
    guestHit.focus();
    act(() => useSession.setState({ status: 'user', user: demoUser() }));
    await waitFor(() => expect(hitOf()).toHaveAttribute('aria-pressed', 'false'), firstCall);
    expect(hitOf()).not.toBe(guestHit);
    expect(hitOf()).toHaveFocus();
  });
});

describe('feed card flags for a member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it("shows the member's flags from ONE call for the whole page and toggles a vote in place", async () => {
    const asked: string[] = [];
    const calls: string[] = [];
    server.use(
      http.get(`${API}/me/promo-flags`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('items') ?? '');
        return HttpResponse.json({
          data: [flagsOf('OnlinePromo', 1, { is_hit: true, rating_calculated: 43, hits_count: 51 }), flagsOf('Post', 2, { is_favourite: true }), flagsOf('Folder', 3, { is_dislike: true })],
        });
      }),
      http.put(`${API}/online-promos/1/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_dislike: true, rating_calculated: 41, dislikes_count: 9 } });
      }),
      http.put(`${API}/folders/3/:action`, ({ params }) => {
        calls.push(`folder:${String(params.action)}`);
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts } });
      }),
    );
    renderGrid();
    const promo = within(card('Koffiebonen 1 kg 1'));
    await waitFor(() => expect(promo.getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 1' })).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(asked).toEqual(['OnlinePromo:1,Post:2,Folder:3']);
    expect(promo.getByText('+43°')).toBeInTheDocument();
    expect(within(card('Koffiebonen 1 kg 2')).getByRole('button', { name: 'Koffiebonen 1 kg 2 als favoriet' })).toHaveAttribute('aria-pressed', 'true');
    const folder = within(card('Koffiebonen 1 kg 3'));
    expect(folder.getByRole('button', { name: 'Stem tegen Koffiebonen 1 kg 3' })).toHaveAttribute('aria-pressed', 'true');
    // Folders cannot be hidden.
    expect(folder.queryByRole('button', { name: 'Verberg Koffiebonen 1 kg 3' })).toBeNull();

    const dislike = promo.getByRole('button', { name: 'Stem tegen Koffiebonen 1 kg 1' });
    dislike.focus();
    fireEvent.click(dislike);
    await waitFor(() => expect(dislike).toHaveAttribute('aria-pressed', 'true'));
    expect(promo.getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 1' })).toHaveAttribute('aria-pressed', 'false');
    expect(promo.getByText('+41°')).toBeInTheDocument();
    expect(dislike).toHaveFocus();

    // A folder vote can be taken back.
    fireEvent.click(folder.getByRole('button', { name: 'Stem tegen Koffiebonen 1 kg 3' }));
    await waitFor(() => expect(folder.getByRole('button', { name: 'Stem tegen Koffiebonen 1 kg 3' })).toHaveAttribute('aria-pressed', 'false'));
    expect(calls).toEqual(['set-dislike', 'folder:remove-dislike']);
    expect(asked).toHaveLength(1);
  });

  it('tells the author of a post they cannot vote on it, without asking the server; other cards vote as usual', async () => {
    useSession.setState({ status: 'user', user: demoUser({ id: 15 }) });
    server.use(http.get(`${API}/me/promo-flags`, () => HttpResponse.json({ data: [flagsOf('OnlinePromo', 1), flagsOf('Post', 2), flagsOf('Folder', 3)] })));
    renderWithApp(
      <>
        <FeedGrid items={items} label="Deals" />
        <Toaster />
      </>,
      'fr',
    );
    const own = within(card('Koffiebonen 1 kg 2'));
    await waitFor(() => expect(own.getByRole('button', { name: 'Voter pour Koffiebonen 1 kg 2' })).toHaveAttribute('aria-disabled', 'true'), firstCall);
    expect(own.getByRole('button', { name: 'Voter contre Koffiebonen 1 kg 2' })).toHaveAttribute('aria-disabled', 'true');
    expect(within(card('Koffiebonen 1 kg 1')).getByRole('button', { name: 'Voter pour Koffiebonen 1 kg 1' })).not.toHaveAttribute('aria-disabled');
    fireEvent.click(own.getByRole('button', { name: 'Voter pour Koffiebonen 1 kg 2' }));
    // msw fails the test on the PUT it does not handle: none was made.
    expect(await screen.findByText('Vous ne pouvez pas voter pour votre propre promo.')).toBeInTheDocument();
  });

  it('announces the new count after a vote (a polite live region), not when the member’s flags first load', async () => {
    server.use(
      http.get(`${API}/me/promo-flags`, () =>
        HttpResponse.json({ data: [flagsOf('OnlinePromo', 1, { rating_calculated: 45, hits_count: 53 }), flagsOf('Post', 2), flagsOf('Folder', 3)] }),
      ),
      http.put(`${API}/online-promos/1/:action`, () => HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_hit: true, rating_calculated: 46, hits_count: 54 } })),
    );
    renderGrid();
    const promo = within(card('Koffiebonen 1 kg 1'));
    // The load brought fresher counts: shown, but not spoken (every card of the page would speak).
    const loaded = await promo.findByText('Waardering +45 (53 stemmen voor, 8 tegen)', {}, firstCall);
    expect(loaded.closest('[aria-live]')).toBeNull();

    fireEvent.click(promo.getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 1' }));
    const voted = await promo.findByText('Waardering +46 (54 stemmen voor, 8 tegen)');
    expect(voted).toHaveAttribute('aria-live', 'polite');
    expect(promo.getByRole('button', { name: 'Stem voor Koffiebonen 1 kg 1' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves out the cards the member hid, and hides one with an undo toast that brings it back (French)', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/me/promo-flags`, () => HttpResponse.json({ data: [flagsOf('OnlinePromo', 1), flagsOf('Post', 2, { is_hidden: true }), flagsOf('Folder', 3)] })),
      http.put(`${API}/online-promos/1/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_PROMO_FLAGS, ...counts, is_hidden: params.action === 'hide' } });
      }),
    );
    renderGrid('fr');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Koffiebonen 1 kg 2' })).toBeNull(), firstCall);
    expect(screen.getAllByRole('listitem').filter((item) => item.closest('ul[aria-label="Deals"]'))).toHaveLength(2);

    const hide = within(card('Koffiebonen 1 kg 1')).getByRole('button', { name: 'Masquer Koffiebonen 1 kg 1' });
    hide.focus();
    fireEvent.click(hide);
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Koffiebonen 1 kg 1' })).toBeNull());
    const status = screen.getByText('Masqué : Koffiebonen 1 kg 1').closest<HTMLElement>('[role="status"]');
    if (!status) throw new Error('The toast is not a status.');
    const undo = within(status).getByRole('button', { name: 'Annuler' });
    // The hide button is gone with its card: the focus moves to Undo, not to the page's start.
    expect(undo).toHaveFocus();

    await act(async () => fireEvent.click(undo));
    await waitFor(() => expect(card('Koffiebonen 1 kg 1')).toBeInTheDocument());
    await waitFor(() => expect(within(card('Koffiebonen 1 kg 1')).getByRole('button', { name: 'Masquer Koffiebonen 1 kg 1' })).toHaveFocus());
    expect(calls).toEqual(['hide', 'restore-hidden']);
  });
});
