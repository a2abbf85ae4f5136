// @vitest-environment jsdom
import { fireEvent, renderHook, screen } from '@testing-library/react';
import { TestText } from '@/lib/i18n/client/test-text';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import { resetNavigation, router } from '@/tests/mocks/next-navigation';
import { Link, useRouter } from './navigation';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

function clearLocaleCookie() {
  document.cookie = 'locale=; max-age=0; path=/';
}

describe('Link (our next-intl navigation Link, docs/performance.md Session 14)', () => {
  beforeEach(() => {
    resetNavigation();
    clearLocaleCookie();
  });

  it('links a route in the current locale, with params and query', () => {
    renderWithIntl(
      <>
        <Link href="/folders">folders</Link>
        <Link href={{ pathname: '/folders/[storeSlug]', params: { storeSlug: 'aldi' }, query: { page: 2 } }}>store</Link>
      </>,
      'fr',
    );
    expect(screen.getByRole('link', { name: 'folders' })).toHaveAttribute('href', '/fr/depliants');
    expect(screen.getByRole('link', { name: 'store' })).toHaveAttribute('href', '/fr/depliants/aldi?page=2');
  });

  it('switches the language with the prefix, hreflang and the locale cookie written on click', () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    renderWithIntl(
      <Link href="/folders" locale="nl" onClick={onClick}>
        nl
      </Link>,
      'fr',
    );
    const link = screen.getByRole('link', { name: 'nl' });
    expect(link).toHaveAttribute('href', '/nl/folders');
    expect(link).toHaveAttribute('hreflang', 'nl');
    expect(document.cookie).not.toContain('locale=nl');
    fireEvent.click(link);
    expect(onClick).toHaveBeenCalled();
    expect(document.cookie).toContain('locale=nl');
  });

  it('writes no cookie for a link in the current language', () => {
    renderWithIntl(<Link href="/promos" onClick={(event) => event.preventDefault()}>promos</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'promos' }));
    expect(document.cookie).not.toContain('locale=');
  });
});

describe('useRouter', () => {
  beforeEach(() => {
    resetNavigation();
    clearLocaleCookie();
  });

  const wrapper = ({ children }: { children: ReactNode }) => (
    <TestText locale="fr" messages={{}}>
      {children}
    </TestText>
  );

  it('pushes and replaces localized addresses, passing the options on', () => {
    const { result } = renderHook(() => useRouter(), { wrapper });
    result.current.push({ pathname: '/folders/[storeSlug]', params: { storeSlug: 'lidl' } });
    expect(router.push).toHaveBeenCalledWith('/fr/depliants/lidl');
    result.current.replace({ pathname: '/login', query: { redirect: '/fr/settings' } }, { scroll: false });
    expect(router.replace).toHaveBeenCalledWith('/fr/login?redirect=%2Ffr%2Fsettings', { scroll: false });
  });

  it('changes the language with the prefix and the cookie', () => {
    const { result } = renderHook(() => useRouter(), { wrapper });
    result.current.replace('/settings', { locale: 'nl' });
    expect(router.replace).toHaveBeenCalledWith('/nl/settings');
    expect(document.cookie).toContain('locale=nl');
  });
});
