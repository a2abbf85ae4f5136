// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { configureBrowserApi } from '@/lib/api/browser';
import { API_BASE, apiUrl } from '@/tests/mocks/handlers';
import { server, useMswServer } from '@/tests/mocks/server';
import AzList from './az-list';
import type { CatalogueEntry, CatalogueEntryPage } from './catalogue-entries';

// useMswServer registers vitest hooks (beforeAll/afterEach), not React hooks.
// eslint-disable-next-line react-hooks/rules-of-hooks
useMswServer();

const entry = (id: number, title: string): CatalogueEntry => ({ id, title, route: `/store/s${id}`, imageUrl: null });
const wire = (item: CatalogueEntry) => ({ id: item.id, image_url: null, translation: { title: item.title, route: item.route } });

const firstPage: CatalogueEntryPage = { entries: [entry(1, 'Aldi'), entry(2, 'Action'), entry(3, 'Bouwhuis')], page: 1, lastPage: 3, total: 7 };
const later: Record<number, CatalogueEntry[]> = {
  2: [entry(4, 'Carrefour'), entry(5, 'Delhaize')],
  3: [entry(6, 'Hema'), entry(7, 'Zeeman')],
};

const seen: URLSearchParams[] = [];

beforeEach(() => {
  configureBrowserApi({ baseURL: API_BASE, domain: 'test' });
  seen.length = 0;
  server.use(
    http.get(apiUrl('/stores'), ({ request }) => {
      const params = new URL(request.url).searchParams;
      seen.push(params);
      const q = params.get('q');
      if (q) {
        const found = [...firstPage.entries, ...Object.values(later).flat()].filter((item) => item.title.toLowerCase().includes(q.toLowerCase()));
        return HttpResponse.json({ data: found.map(wire), meta: { current_page: 1, last_page: 1, per_page: 2, total: found.length } });
      }
      const page = Number(params.get('page'));
      return HttpResponse.json({ data: (later[page] ?? []).map(wire), meta: { current_page: page, last_page: 3, per_page: 2, total: 7 } });
    }),
  );
});

describe('AzList', () => {
  it('groups the server page by letter, with links and a letter bar', () => {
    renderWithIntl(<AzList kind="store" initial={firstPage} pageSize={2} />);
    expect(screen.getByRole('heading', { level: 3, name: 'A' })).toHaveAttribute('id', 'az-store-a');
    expect(screen.getByRole('link', { name: 'Bouwhuis' })).toHaveAttribute('href', '/store/s3');
    const letters = screen.getByRole('navigation', { name: 'Naar letter' });
    expect(within(letters).getByRole('link', { name: 'B' })).toHaveAttribute('href', '#az-store-b');
    // Not loaded yet, but may come: loads up to it. Before the last loaded letter and absent: nothing to do.
    expect(within(letters).getByRole('button', { name: 'Toon alles tot letter H' })).toBeInTheDocument();
    expect(within(letters).queryByRole('link', { name: '0–9' })).not.toBeInTheDocument();
    expect(screen.getByText('3 van 7 getoond')).toBeInTheDocument();
  });

  it('shows more A–Z pages until all are there', async () => {
    renderWithIntl(<AzList kind="store" initial={firstPage} pageSize={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Meer winkels tonen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Delhaize' })).toBeInTheDocument());
    expect(seen[0]?.get('page')).toBe('2');
    expect(seen[0]?.get('sort')).toBe('az');
    expect(seen[0]?.get('per_page')).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Meer winkels tonen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zeeman' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Meer winkels tonen' })).not.toBeInTheDocument();
    expect(screen.getAllByText('7 van 7 getoond')).not.toHaveLength(0);
  });

  it('asks for the next page when "show more" is pressed the moment a page has arrived', async () => {
    // The click lands between React's commit and its effects (a MutationObserver runs first): the page
    // it loads must follow the page on screen, not the one before it (it asked for page 2 twice).
    const { container } = renderWithIntl(<AzList kind="store" initial={firstPage} pageSize={2} />);
    const observer = new MutationObserver(() => {
      if (!screen.queryByRole('link', { name: 'Delhaize' })) return;
      observer.disconnect();
      screen.getByRole('button', { name: 'Meer winkels tonen' }).click();
    });
    observer.observe(container, { childList: true, subtree: true });
    fireEvent.click(screen.getByRole('button', { name: 'Meer winkels tonen' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Zeeman' })).toBeInTheDocument());
    expect(seen.map((params) => params.get('page'))).toEqual(['2', '3']);
  });

  it('loads the pages up to a letter that is not there yet', async () => {
    renderWithIntl(<AzList kind="store" initial={firstPage} pageSize={2} />);
    fireEvent.click(screen.getByRole('button', { name: 'Toon alles tot letter H' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 3, name: 'H' })).toBeInTheDocument());
    expect(seen.map((params) => params.get('page'))).toEqual(['2', '3']);
  });

  it('filters by name through the API and goes back to the full list when cleared', async () => {
    renderWithIntl(<AzList kind="store" initial={firstPage} pageSize={2} />, 'fr');
    const input = screen.getByRole('searchbox', { name: 'Chercher un magasin' });
    fireEvent.change(input, { target: { value: 'hem' } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Hema' })).toBeInTheDocument());
    expect(screen.queryByRole('link', { name: 'Aldi' })).not.toBeInTheDocument();
    expect(seen.at(-1)?.get('q')).toBe('hem');
    fireEvent.change(input, { target: { value: 'xyz' } });
    await waitFor(() => expect(screen.getByText('Aucun résultat pour « xyz ».')).toBeInTheDocument());
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Aldi' })).toBeInTheDocument());
  });
});
