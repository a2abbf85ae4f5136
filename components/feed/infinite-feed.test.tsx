// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { configureBrowserApi } from '@/lib/api/browser';
import type { FeedItem, FeedPage } from '@/lib/api/feed';
import { API_BASE, apiUrl } from '@/tests/mocks/handlers';
import { navigation } from '@/tests/mocks/next-navigation';
import { server, useMswServer } from '@/tests/mocks/server';
import { feedItem } from './feed-test-items';
import { feedRestoreKey } from './feed-restore';
import InfiniteFeed from './infinite-feed';

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/promos';

/** jsdom has no IntersectionObserver: this one lets a test say when the end of the list is in view. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    FakeObserver.instances = FakeObserver.instances.filter((instance) => instance !== this);
  }
  takeRecords() {
    return [];
  }
  static scrollToEnd() {
    for (const instance of [...FakeObserver.instances]) {
      instance.callback([{ isIntersecting: true } as IntersectionObserverEntry], instance as unknown as IntersectionObserver);
    }
  }
}

const page = (start: number, count = 9): FeedItem[] => Array.from({ length: count }, (_, index) => feedItem('OnlinePromo', start + index));

function feedPage(items: FeedItem[], current: number, last: number): FeedPage {
  return { data: items, meta: { current_page: current, last_page: last, per_page: 9, total: last * 9, from: null, to: null } };
}

const seen: string[] = [];

// The list loads the card module with its first added page; transformed once here, so the first
// test that scrolls does not wait for the transform.
beforeAll(async () => {
  await import('./feed-grid-items');
});

beforeEach(() => {
  configureBrowserApi({ baseURL: API_BASE, domain: 'test' });
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  seen.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
  FakeObserver.instances = [];
});

function answerPages(last: number) {
  server.use(
    http.get(apiUrl('/feed-items'), ({ request }) => {
      const url = new URL(request.url);
      seen.push(decodeURIComponent(url.search));
      const number = Number(url.searchParams.get('page'));
      return HttpResponse.json(feedPage(number <= last ? page((number - 1) * 9 + 1) : [], number, last));
    }),
  );
}

describe('InfiniteFeed', () => {
  it('renders the server page with a crawlable link to the next page', () => {
    renderWithIntl(<InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={3} query={{ per_page: 9 }} urlFilters={{ types: ['promos'] }} label="Promoties" />);
    expect(screen.getAllByRole('article')).toHaveLength(9);
    const next = screen.getByRole('link', { name: 'Volgende pagina' });
    expect(next).toHaveAttribute('href', '/promos?types[]=promos&page=2');
    expect(next).toHaveAttribute('rel', 'next');
    expect(screen.queryByRole('link', { name: 'Vorige pagina' })).not.toBeInTheDocument();
    expect(screen.getByText('Pagina 1 van 3')).toBeInTheDocument();
  });

  it('links back to the previous page when it starts further on', () => {
    renderWithIntl(<InfiniteFeed initialItems={page(10)} initialPage={2} lastPage={3} query={{}} label="Promoties" />);
    expect(screen.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute('href', '/promos');
    expect(screen.getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/promos?page=3');
  });

  it('loads the next pages when the end scrolls into view, until the last page', async () => {
    answerPages(3);
    renderWithIntl(
      <InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={3} query={{ filters: { categories: [2] }, sort: 'top', per_page: 9 }} label="Promoties" />,
    );
    act(() => FakeObserver.scrollToEnd());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(18), { timeout: 5000 });
    expect(seen[0]).toContain('filters[categories][]=2');
    expect(seen[0]).toContain('sort=top');
    expect(seen[0]).toContain('page=2');
    expect(screen.getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute('href', '/promos?page=3');
    // The sentinel is observed again once page 2 is in (an effect): keep scrolling until page 3 comes.
    // Extra sightings while a page loads must not fetch it twice (`seen` below holds every request).
    await waitFor(() => {
      act(() => FakeObserver.scrollToEnd());
      expect(screen.getAllByRole('article')).toHaveLength(27);
    });
    expect(screen.getByText(/Je hebt alles gezien/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Volgende pagina' })).not.toBeInTheDocument();
    act(() => FakeObserver.scrollToEnd());
    expect(seen).toHaveLength(2);
  });

  it('shows the end of the list only together with the cards of the last page', async () => {
    answerPages(2);
    renderWithIntl(<InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={2} query={{}} label="Promoties" />);
    act(() => FakeObserver.scrollToEnd());
    await screen.findByText(/Je hebt alles gezien/, {}, { timeout: 5000 });
    expect(screen.getAllByRole('article')).toHaveLength(18);
  });

  it('stops at an empty page even before the last page', async () => {
    server.use(http.get(apiUrl('/feed-items'), () => HttpResponse.json(feedPage([], 2, 5))));
    renderWithIntl(<InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={5} query={{}} label="Promoties" />);
    act(() => FakeObserver.scrollToEnd());
    await waitFor(() => expect(screen.getByText(/Je hebt alles gezien/)).toBeInTheDocument());
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it('shows an error with a retry that loads the page', async () => {
    let attempts = 0;
    server.use(
      http.get(apiUrl('/feed-items'), () => {
        attempts += 1;
        return attempts === 1 ? HttpResponse.json({ message: 'Server Error' }, { status: 500 }) : HttpResponse.json(feedPage(page(10), 2, 2));
      }),
      // The client reports failed calls to the API's log.
      http.post(apiUrl('/log'), () => new HttpResponse(null, { status: 204 })),
    );
    renderWithIntl(<InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={2} query={{}} label="Promoties" />);
    act(() => FakeObserver.scrollToEnd());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('De volgende promoties konden niet geladen worden');
    // The crawlable link stays as a way forward.
    expect(screen.getByRole('link', { name: 'Volgende pagina' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(18));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows loading cards while a page loads', async () => {
    let release: () => void = () => {};
    server.use(
      http.get(apiUrl('/feed-items'), async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return HttpResponse.json(feedPage(page(10), 2, 2));
      }),
    );
    renderWithIntl(<InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={2} query={{}} label="Promoties" />);
    act(() => FakeObserver.scrollToEnd());
    expect(await screen.findByTestId('feed-loading')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Meer promoties laden…');
    release();
    await waitFor(() => expect(screen.queryByTestId('feed-loading')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent('9 promoties extra geladen');
  });

  it('restores the loaded pages and scroll position on Back, not on a new visit', async () => {
    answerPages(6);
    window.history.replaceState(null, '', '/promos');
    const feed = <InfiniteFeed initialItems={page(1)} initialPage={1} lastPage={6} query={{}} label="Promoties" />;
    const visit = renderWithIntl(feed);
    act(() => FakeObserver.scrollToEnd());
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(18));
    // What the scroll listener records as the reader scrolls (jsdom does not scroll).
    window.sessionStorage.setItem(`feed-list:y:${feedRestoreKey(window.location)}`, '1200');
    visit.unmount();

    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    window.dispatchEvent(new PopStateEvent('popstate'));
    const back = renderWithIntl(feed);
    // The added cards come with the card module (loaded lazily); the scroll waits for them.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(18));
    expect(scrollTo).toHaveBeenCalledWith(0, 1200);
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Pagina 2 van 6')).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
    back.unmount();

    // A link to the list (no popstate): the server's first page, as before.
    renderWithIntl(feed);
    expect(screen.getAllByRole('article')).toHaveLength(9);
  });

  it('shows the empty state instead of an empty list', () => {
    renderWithIntl(<InfiniteFeed initialItems={[]} initialPage={1} lastPage={1} query={{}} label="Promoties" empty={<p>Niets hier</p>} />);
    expect(screen.getByText('Niets hier')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
