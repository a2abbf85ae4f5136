// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { TestText } from '@/lib/i18n/client/test-text';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { navigation } from '@/tests/mocks/next-navigation';
import FolderViewer from './folder-viewer';
import { testFolder } from './viewer-test-folder';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));
navigation.pathname = '/folders/prijsmarkt/2026-11-18';

// Swiper itself needs a real layout engine; these tests are about what the URL selects.
vi.mock('./swiper-setup', () => ({ createPageSwiper: () => new Promise(() => {}) }));

function renderAt(query: string) {
  navigation.search = new URLSearchParams(query);
  window.history.replaceState(null, '', `/folders/prijsmarkt/2026-11-18${query ? `?${query}` : ''}`);
  return renderWithIntl(<FolderViewer folder={testFolder} header={<h1>Weekfolder Prijsmarkt</h1>} />);
}

function pagesRegion() {
  return screen.queryByRole('region', { name: "Pagina's van de folder" });
}

describe('FolderViewer', () => {
  beforeEach(() => {
    navigation.search = new URLSearchParams();
    window.history.replaceState(null, '', '/folders/prijsmarkt/2026-11-18');
  });

  it('shows the pages without a flag, at the page of ?page=', () => {
    renderAt('page=2');
    expect(pagesRegion()).toBeVisible();
    const current = screen.getByRole('group', { name: 'Pagina 2 van 3' });
    expect(current).not.toHaveAttribute('inert');
    expect(screen.getByRole('group', { name: 'Pagina 1 van 3', hidden: true })).toHaveAttribute('inert');
    expect(within(screen.getByRole('navigation', { name: 'Foldernavigatie' })).getByRole('link', { name: "Pagina's: 2 / 3" })).toBeInTheDocument();
  });

  it('folderpageview shows the promos of the current page', () => {
    renderAt('page=2&folderpageview=1');
    expect(screen.getByRole('heading', { level: 2, name: 'Promoties op pagina 2' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(pagesRegion()).toBeNull();
  });

  it('allpromoview shows every promo grouped by page', () => {
    renderAt('allpromoview');
    expect(screen.getByRole('heading', { level: 2, name: 'Alle promoties in deze folder' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Pagina 1 2 promoties', 'Pagina 2 1 promotie']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('folderoverview shows a thumbnail of every page, the current one marked', () => {
    renderAt('page=3&folderoverview=1');
    expect(screen.getByRole('heading', { level: 2, name: "Alle pagina's" })).toBeInTheDocument();
    const thumbnails = screen.getAllByRole('link', { name: /^Pagina \d/ });
    expect(thumbnails).toHaveLength(3);
    expect(thumbnails[2]).toHaveAttribute('aria-current', 'page');
    expect(thumbnails[0]).toHaveAttribute('href', '/folders/prijsmarkt/2026-11-18');
  });

  it('clamps a page beyond the folder to its last page and writes it back to the URL', () => {
    renderAt('page=40');
    expect(screen.getByRole('group', { name: 'Pagina 3 van 3' })).not.toHaveAttribute('inert');
    expect(window.location.search).toBe('?page=3');
  });

  it('loads the current page and the next three; later pages wait', () => {
    const many = { ...testFolder, pages: Array.from({ length: 8 }, (_, index) => ({ ...testFolder.pages[0]!, id: 100 + index, number: index + 1 })) };
    renderWithIntl(<FolderViewer folder={many} header={null} />);
    const images = screen.getAllByRole('img', { hidden: true }).filter((image) => image.tagName === 'IMG');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([1, 2, 3, 4].map((page) => `Prijsmarkt folder, pagina ${page} van 8`));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading', 'lazy');
  });

  it('renders the same first page on the server whatever the query, so the cached HTML hydrates as it is', () => {
    // A deep link's page and sub-view are applied in the browser after hydration; the server's HTML
    // (cached for every visitor) must not depend on them, or React would rebuild the viewer.
    navigation.search = new URLSearchParams('page=3&allpromoview=1');
    const html = renderToString(
      <TestText locale="nl">
        <FolderViewer folder={testFolder} header={null} />
      </TestText>,
    );
    const document = new DOMParser().parseFromString(html, 'text/html');
    const slides = [...document.querySelectorAll('[role="group"][aria-roledescription]')];
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([false, true, true]);
    expect(document.querySelector('img[fetchpriority="high"]')?.getAttribute('alt')).toBe('Prijsmarkt folder, pagina 1 van 3');
    expect(html).not.toContain('Alle promoties in deze folder');
  });

  it('a deep link rendered by the query page starts in the state the server rendered', () => {
    const html = renderToString(
      <TestText locale="nl">
        <FolderViewer folder={testFolder} header={null} initialSearch="page=2&folderpageview=1" />
      </TestText>,
    );
    expect(html).toContain('Promoties op pagina 2');
  });
});
