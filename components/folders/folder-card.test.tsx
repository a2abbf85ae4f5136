// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import FolderCard from './folder-card';

describe('FolderCard', () => {
  const props = {
    href: '/fr/depliants/prijsmarkt/2026-11-18',
    coverUrl: '/api/media/generated/folder-cover/1.svg',
    storeTitle: 'Prijsmarkt',
    storeLogoUrl: '/api/media/generated/store/1.svg',
    validText: 'Valable du 18/11 au 24/11',
    pagesCount: 12,
  };

  it('links the cover, store and validity to the folder, named by store and validity first', () => {
    const { container } = renderWithIntl(<FolderCard {...props} priority />, 'fr');
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', props.href);
    expect(link.textContent).toMatch(/^Prijsmarkt.*Valable du 18\/11 au 24\/11.*12 pages$/);
    expect(screen.getByRole('heading', { level: 3, name: 'Prijsmarkt' })).toBeInTheDocument();
    const [logo, cover] = container.querySelectorAll('img');
    expect(cover).toHaveAttribute('src', '/api/media/generated/folder-cover/1.svg?locale=fr');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(logo).toHaveAttribute('loading', 'lazy');
  });

  it('marks an expired folder and loads its cover lazily', () => {
    const { container } = renderWithIntl(<FolderCard {...props} status="expired" />);
    expect(screen.getByText('Verlopen')).toBeInTheDocument();
    expect(container.querySelectorAll('img')[1]).toHaveAttribute('loading', 'lazy');
  });
});
