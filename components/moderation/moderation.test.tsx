// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { resetSession, useSession } from '@/lib/stores/session';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import HeldPostGate from './held-post-gate';
import OwnHeldPosts from './own-held-posts';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

startMsw();

const nlTexts = { pending: 'Wacht op controle', rejected: 'Niet gepubliceerd', pendingNote: 'Alleen jij', rejectedNote: 'Niet', toProfile: 'Naar je profiel', siteName: 'Dealwijzer', newPrice: 'Nieuwe prijs', oldPrice: 'Oude prijs', free: 'Gratis' };
const frTexts = { pending: 'En attente de validation', rejected: 'Non publiée', pendingNote: 'Vous seul', rejectedNote: 'Non', toProfile: 'Vers votre profil', siteName: 'Dealwijzer', newPrice: 'Nouveau prix', oldPrice: 'Ancien prix', free: 'Gratuit' };
// The API gives a post's text out as cleaned HTML (server/services/member-content.ts).
const heldPost = {
  id: 42,
  title: 'Zomerbanden halve prijs',
  content: '<p>Tot eind juni.<br>Montage inbegrepen.</p>',
  status: 'pending',
  images: [],
  image_url: null,
  new_price: null,
  old_price: null,
};

beforeEach(() => {
  resetSession();
  resetNavigation({ pathname: '/posts/42' });
  server.use(http.post(`${API}/log`, () => new HttpResponse(null, { status: 204 })));
});

describe('HeldPostGate (the post page’s 404)', () => {
  it('shows a guest the 404 view and asks nothing', async () => {
    let asked = false;
    server.use(http.get(`${API}/posts/42`, () => ((asked = true), HttpResponse.json({ data: heldPost }))));
    useSession.setState({ status: 'guest', user: null });
    renderWithApp(<HeldPostGate texts={nlTexts} fallback={<h1>Pagina niet gevonden</h1>} />);
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
  });

  it('shows the author their held post with the pending badge, in French too', async () => {
    server.use(http.get(`${API}/posts/42`, () => HttpResponse.json({ data: heldPost })));
    useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
    navigation.pathname = '/fr/posts/42';
    renderWithApp(<HeldPostGate texts={frTexts} fallback={<h1>Page introuvable</h1>} />, 'fr');
    // The API client loads on first use (lib/api/browser-lazy.ts): the first call may take a moment.
    expect(await screen.findByRole('heading', { name: heldPost.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('En attente de validation')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Page introuvable' })).not.toBeInTheDocument();
    // Its text as the page shows a published one: paragraphs, not markup written out.
    expect(screen.getByText(/Tot eind juni\./).closest('p')?.innerHTML).toBe('Tot eind juni.<br>Montage inbegrepen.');
    expect(screen.queryByText(/<p>/)).not.toBeInTheDocument();
  });

  it('names the post in the tab and shows its picture and prices, in the visitor\'s euro format', async () => {
    const priced = { ...heldPost, images: [{ id: 1, url: '/api/media/posts/42-1.jpg', position: 1 }], image_url: null, new_price: 12.5, old_price: 20 };
    server.use(http.get(`${API}/posts/42`, () => HttpResponse.json({ data: priced })));
    useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
    navigation.pathname = '/fr/posts/42';
    document.title = 'Page introuvable | Dealwijzer';
    const { container } = renderWithApp(<HeldPostGate texts={frTexts} fallback={<h1>Page introuvable</h1>} />, 'fr');
    expect(await screen.findByRole('heading', { name: heldPost.title }, { timeout: 10_000 })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Zomerbanden halve prijs | Dealwijzer'));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/media/posts/42-1.jpg');
    expect(screen.getByText(/^12,50\s€$/).tagName).toBe('STRONG');
    expect(screen.getByText(/^20\s€$/).tagName).toBe('S');
    // A screen reader hears which price is which (a strikethrough is not read out).
    expect(screen.getByText(/^12,50\s€$/).closest('p')).toHaveTextContent(/^Nouveau prix: 12,50\s€ Ancien prix: 20\s€$/);

    // Logged out on this view: the 404 comes back, with its own tab title.
    useSession.setState({ status: 'guest', user: null });
    expect(await screen.findByRole('heading', { name: 'Page introuvable' })).toBeInTheDocument();
    expect(document.title).toBe('Page introuvable | Dealwijzer');
  });

  it('shows the first picture by position, a stand-in in the page\'s language, and a free price as free', async () => {
    const images = [
      { id: 2, url: '/api/media/posts/42-2.jpg', position: 2 },
      { id: 1, url: '/api/media/posts/42-1.jpg', position: 1 },
    ];
    server.use(http.get(`${API}/posts/42`, () => HttpResponse.json({ data: { ...heldPost, images, new_price: 0, old_price: 9.99 } })));
    useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
    const { container, unmount } = renderWithApp(<HeldPostGate texts={nlTexts} fallback={<h1>Pagina niet gevonden</h1>} />);
    expect(await screen.findByRole('heading', { name: heldPost.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/api/media/posts/42-1.jpg');
    expect(screen.getByText('Gratis').tagName).toBe('STRONG');
    unmount();

    const standIn = '/api/media/generated/post/42.svg';
    server.use(http.get(`${API}/posts/42`, () => HttpResponse.json({ data: { ...heldPost, image_url: standIn } })));
    navigation.pathname = '/fr/posts/42';
    const french = renderWithApp(<HeldPostGate texts={frTexts} fallback={<h1>Page introuvable</h1>} />, 'fr');
    expect(await screen.findByRole('heading', { name: heldPost.title }, { timeout: 10_000 })).toBeInTheDocument();
    expect(french.container.querySelector('img')?.getAttribute('src')).toBe(`${standIn}?locale=fr`);
  });

  it('loads nothing for a member off a post address', async () => {
    let asked = false;
    server.use(http.get(`${API}/posts/42`, () => ((asked = true), HttpResponse.json({ data: heldPost }))));
    useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
    navigation.pathname = '/promos/voeding';
    renderWithApp(<HeldPostGate texts={nlTexts} fallback={<h1>Pagina niet gevonden</h1>} />);
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
  });

  it('keeps the 404 for a member who is not the author', async () => {
    let asked = false;
    server.use(http.get(`${API}/posts/42`, () => ((asked = true), HttpResponse.json({ message: 'Post not found.' }, { status: 404 }))));
    useSession.setState({ status: 'user', user: demoUser({ id: 8 }) });
    renderWithApp(<HeldPostGate texts={nlTexts} fallback={<h1>Pagina niet gevonden</h1>} />);
    await waitFor(() => expect(asked).toBe(true), { timeout: 10_000 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByRole('heading', { name: 'Pagina niet gevonden' })).toBeInTheDocument();
  });
});

describe('OwnHeldPosts (on a profile)', () => {
  const own = [{ id: 42, title: heldPost.title, status: 'pending', hold_reason: 'first_post_link', bonus_impact: 8, created_at: '2026-11-26T10:00:00Z', url: '/posts/42' }];

  it('lists the owner’s held posts with the badge', async () => {
    server.use(http.get(`${API}/me/posts`, ({ request }) => HttpResponse.json({ data: new URL(request.url).searchParams.get('status') === 'pending' ? own : [] })));
    useSession.setState({ status: 'user', user: demoUser({ id: 7 }) });
    renderWithApp(<OwnHeldPosts profileId={7} />);
    const region = await screen.findByRole('region', { name: 'Je promo wacht op controle' }, { timeout: 10_000 });
    expect(region).toHaveTextContent('Wacht op controle');
    expect(screen.getByRole('link', { name: heldPost.title })).toHaveAttribute('href', '/posts/42');
  });

  it('shows nothing on someone else’s profile', async () => {
    let asked = false;
    server.use(http.get(`${API}/me/posts`, () => ((asked = true), HttpResponse.json({ data: own }))));
    useSession.setState({ status: 'user', user: demoUser({ id: 8 }) });
    const { container } = renderWithApp(<OwnHeldPosts profileId={7} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked).toBe(false);
    expect(container).toBeEmptyDOMElement();
  });
});
