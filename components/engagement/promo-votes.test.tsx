// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PromoActionFlags } from '@/lib/api/actions';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import PromoVotes, { type PromoVotesProps } from './promo-votes';
import { resetEngagement } from './engagement-test-utils';

startMsw();

const NO_FLAGS: PromoActionFlags = {
  ...NO_PROMO_FLAGS,
  rating_calculated: 12,
  hits_count: 14,
  dislikes_count: 2,
};

/** The fields of a detail answer the control reads (the rest of the promo does not matter here). */
const detail = (flags: Partial<PromoActionFlags> = {}) => ({ id: 36, title: 'Hopveld Pils', ...NO_FLAGS, ...flags });

function renderVotes(locale: 'nl' | 'fr' = 'nl', props: Partial<PromoVotesProps> = {}) {
  renderWithApp(<PromoVotes kind="OnlinePromo" id={36} rating={12} hits={14} dislikes={2} {...props} />, locale);
}

const button = (name: string) => screen.getByRole('button', { name });
/** The first call also loads the browser's API client (a dynamic import): slow on a cold run. */
const firstCall = { timeout: 5000 };

beforeEach(resetEngagement);

describe('PromoVotes for a guest', () => {
  it('shows the rendered temperature and opens the auth dialog on its default tab for a vote or a favourite', async () => {
    renderVotes();
    const group = screen.getByRole('group', { name: 'Wat vind je van deze deal?' });
    expect(within(group).getByText('+12°')).toBeInTheDocument();
    expect(within(group).getByText('Waardering +12 (14 stemmen voor, 2 tegen)')).toBeInTheDocument();
    expect(screen.getByText('14 hits · 2 dislikes')).toBeInTheDocument();
    for (const name of ['Stem voor', 'Stem tegen', 'Favoriet']) {
      expect(button(name)).not.toHaveAttribute('aria-pressed');
      expect(button(name)).toHaveAttribute('aria-haspopup', 'dialog');
    }

    fireEvent.click(button('Stem voor'));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    expect(button('Stem voor')).toHaveAttribute('aria-expanded', 'true');

    useDialogs.getState().hide('auth');
    fireEvent.click(button('Favoriet'));
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    // No call reached the API: msw fails the test on any unhandled request.
    expect(useToasts.getState().toasts).toEqual([]);
  });

  it('names its controls in French', () => {
    renderVotes('fr');
    expect(screen.getByRole('group', { name: 'Que pensez-vous de ce bon plan ?' })).toBeInTheDocument();
    expect(button('Voter pour')).toBeInTheDocument();
    expect(button('Voter contre')).toBeInTheDocument();
    expect(button('Favori')).toBeInTheDocument();
    expect(screen.getByText('Note +12 (14 votes pour, 2 contre)')).toBeInTheDocument();
  });
});

describe('PromoVotes for a signed-in member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it('shows their vote, then follows what the server answers when they change it', async () => {
    const calls: string[] = [];
    let flags: PromoActionFlags = { ...NO_FLAGS, is_hit: true, rating_calculated: 13, hits_count: 15 };
    server.use(
      http.get(`${API}/online-promos/36`, () => HttpResponse.json({ data: detail(flags) })),
      http.put(`${API}/online-promos/36/:action`, ({ params }) => {
        const action = String(params.action);
        calls.push(action);
        if (action === 'set-dislike') flags = { ...flags, is_hit: false, is_dislike: true, rating_calculated: 10, hits_count: 14, dislikes_count: 3 };
        if (action === 'remove-dislike') flags = { ...flags, is_dislike: false, rating_calculated: 11, dislikes_count: 2 };
        return HttpResponse.json({ data: flags });
      }),
    );
    renderVotes();
    await waitFor(() => expect(button('Stem voor')).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(button('Stem tegen')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Favoriet')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('+13°')).toBeInTheDocument();

    fireEvent.click(button('Stem tegen'));
    await waitFor(() => expect(button('Stem tegen')).toHaveAttribute('aria-pressed', 'true'));
    // Hit and dislike exclude each other: the server dropped the hit.
    expect(button('Stem voor')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('+10°')).toBeInTheDocument();
    expect(screen.getByText('14 hits · 3 dislikes')).toBeInTheDocument();

    fireEvent.click(button('Stem tegen'));
    await waitFor(() => expect(button('Stem tegen')).toHaveAttribute('aria-pressed', 'false'));
    expect(screen.getByText('+11°')).toBeInTheDocument();
    expect(calls).toEqual(['set-dislike', 'remove-dislike']);
    expect(useDialogs.getState().dialogs.auth.open).toBe(false);
  });

  it('adds a favourite with a toast, on the path of the promo kind (French)', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/folder-items/8`, () => HttpResponse.json({ data: detail() })),
      http.put(`${API}/folder-items/8/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_FLAGS, is_favourite: params.action === 'set-favorite' } });
      }),
    );
    renderVotes('fr', { kind: 'FolderItem', id: 8 });
    await waitFor(() => expect(button('Favori')).toHaveAttribute('aria-pressed', 'false'), firstCall);
    fireEvent.click(button('Favori'));
    await waitFor(() => expect(button('Favori')).toHaveAttribute('aria-pressed', 'true'));
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Ajouté à vos favoris' });

    fireEvent.click(button('Favori'));
    await waitFor(() => expect(button('Favori')).toHaveAttribute('aria-pressed', 'false'));
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'success', title: 'Retiré de vos favoris' });
    expect(calls).toEqual(['set-favorite', 'remove-favorite']);
  });

  it('keeps the state and says so when a vote fails (French)', async () => {
    server.use(
      http.get(`${API}/posts/5`, () => HttpResponse.json({ data: detail({ is_favourite: true }) })),
      http.put(`${API}/posts/5/set-hit`, () => HttpResponse.json({ message: 'Trop de requêtes.' }, { status: 429 })),
    );
    renderVotes('fr', { kind: 'Post', id: 5 });
    await waitFor(() => expect(button('Favori')).toHaveAttribute('aria-pressed', 'true'), firstCall);
    fireEvent.click(button('Voter pour'));
    await waitFor(() =>
      expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'error', title: 'Votre vote n’a pas été enregistré', message: 'Trop de requêtes.' }),
    );
    expect(button('Voter pour')).toHaveAttribute('aria-pressed', 'false');
    expect(button('Favori')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByText('+12°')).toBeInTheDocument();
  });

  it('flips the loaded state when clicked before its flags arrived', async () => {
    const calls: string[] = [];
    let answer: (() => void) | undefined;
    server.use(
      http.get(`${API}/online-promos/36`, async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ data: detail({ is_hit: true }) });
      }),
      http.put(`${API}/online-promos/36/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_FLAGS, rating_calculated: 11, hits_count: 13 } });
      }),
    );
    renderVotes();
    fireEvent.click(button('Stem voor'));
    await waitFor(() => expect(answer).toBeDefined(), firstCall);
    answer?.();
    await waitFor(() => expect(calls).toEqual(['remove-hit']));
    await waitFor(() => expect(screen.getByText('+11°')).toBeInTheDocument());
    expect(button('Stem voor')).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('PromoVotes on the member’s own post', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it('says they cannot vote on it without asking the server, and still lets them take an old vote back', async () => {
    const calls: string[] = [];
    server.use(
      http.get(`${API}/posts/5`, () => HttpResponse.json({ data: detail({ is_dislike: true, rating_calculated: 11, dislikes_count: 3 }) })),
      http.put(`${API}/posts/5/:action`, ({ params }) => {
        calls.push(String(params.action));
        return HttpResponse.json({ data: { ...NO_FLAGS } });
      }),
    );
    renderVotes('nl', { kind: 'Post', id: 5, authorId: demoUser().id });
    await waitFor(() => expect(button('Stem tegen')).toHaveAttribute('aria-pressed', 'true'), firstCall);
    expect(button('Stem voor')).toHaveAttribute('aria-disabled', 'true');
    expect(button('Stem tegen')).not.toHaveAttribute('aria-disabled');
    expect(button('Favoriet')).not.toHaveAttribute('aria-disabled');

    fireEvent.click(button('Stem voor'));
    await waitFor(() =>
      expect(useToasts.getState().toasts.at(-1)).toMatchObject({ type: 'error', message: 'Op je eigen promo kun je niet stemmen.' }),
    );
    expect(calls).toEqual([]);

    fireEvent.click(button('Stem tegen'));
    await waitFor(() => expect(calls).toEqual(['remove-dislike']));
    await waitFor(() => expect(button('Stem tegen')).toHaveAttribute('aria-disabled', 'true'));
    expect(button('Stem tegen')).toHaveAttribute('aria-pressed', 'false');
  });

  it('leaves another member’s post to vote on (French)', async () => {
    server.use(http.get(`${API}/posts/5`, () => HttpResponse.json({ data: detail() })));
    renderVotes('fr', { kind: 'Post', id: 5, authorId: demoUser().id + 1 });
    await waitFor(() => expect(button('Voter pour')).toHaveAttribute('aria-pressed', 'false'), firstCall);
    expect(button('Voter pour')).not.toHaveAttribute('aria-disabled');
    expect(button('Voter contre')).not.toHaveAttribute('aria-disabled');
  });
});
