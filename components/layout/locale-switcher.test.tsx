// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from './chrome-test-utils';
import LocaleSwitcher from './locale-switcher';
import { navigation, resetNavigation, router } from '@/tests/mocks/next-navigation';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

const twinsFromNl = { 'wie-of-wat': 'qui-ou-quoi', contact: 'contact' };
const twinsFromFr = { 'qui-ou-quoi': 'wie-of-wat', contact: 'contact' };

describe('LocaleSwitcher', () => {
  beforeEach(() => {
    resetNavigation();
  });

  it('switches a CMS page to its translation', () => {
    navigation.pathname = '/wie-of-wat';
    navigation.params = { locale: 'nl', page: 'wie-of-wat' };
    renderWithIntl(<LocaleSwitcher cmsTwins={twinsFromNl} />);
    const link = screen.getByRole('link', { name: 'Passer au français' });
    expect(link).toHaveAttribute('href', '/fr/qui-ou-quoi');
    expect(link).toHaveAttribute('hreflang', 'fr');
  });

  it('switches a French CMS page back to the Dutch one', () => {
    navigation.pathname = '/fr/qui-ou-quoi';
    navigation.params = { locale: 'fr', page: 'qui-ou-quoi' };
    renderWithIntl(<LocaleSwitcher cmsTwins={twinsFromFr} />, 'fr');
    // next-intl links to the default locale with its prefix; the proxy drops it and sets the cookie.
    expect(screen.getByRole('link', { name: 'Overschakelen naar het Nederlands' })).toHaveAttribute('href', '/nl/wie-of-wat');
  });

  it('sends a detail route to its list route in the other language', () => {
    navigation.pathname = '/folders/prijzenhal';
    navigation.params = { locale: 'nl', storeSlug: 'prijzenhal' };
    renderWithIntl(<LocaleSwitcher />);
    expect(screen.getByRole('link', { name: 'Passer au français' })).toHaveAttribute('href', '/fr/depliants');
  });

  it('keeps a list\'s filters and search words on the same route in the other language', () => {
    navigation.pathname = '/promos';
    navigation.params = { locale: 'nl' };
    window.history.replaceState(null, '', '/promos?categories[]=3&q=koffie&sort=hot');
    renderWithIntl(<LocaleSwitcher />);
    const link = screen.getByRole('link', { name: 'Passer au français' });
    // The served link stays plain (the query is read on the click).
    expect(link).toHaveAttribute('href', '/fr/promos');
    fireEvent.click(link);
    expect(router.push).toHaveBeenCalledWith('/fr/promos?categories[]=3&q=koffie&sort=hot');
    expect(document.cookie).toContain('locale=fr');
    window.history.replaceState(null, '', '/');
  });

  it('leaves the query behind where the route changes, and to a new tab', () => {
    navigation.pathname = '/promos/voeding';
    navigation.params = { locale: 'nl', categorySlug: 'voeding' };
    window.history.replaceState(null, '', '/promos/voeding?sort=hot');
    renderWithIntl(<LocaleSwitcher />);
    fireEvent.click(screen.getByRole('link', { name: 'Passer au français' }));
    expect(router.push).not.toHaveBeenCalledWith(expect.stringContaining('sort=hot'));
    window.history.replaceState(null, '', '/');
  });

  it('lists both languages in the menu, the current one marked and not a link', () => {
    navigation.pathname = '/folders';
    navigation.params = { locale: 'nl' };
    renderWithIntl(<LocaleSwitcher variant="menu" />);
    const group = screen.getByRole('group', { name: 'Taal' });
    expect(group).toHaveTextContent('Nederlands');
    expect(screen.getByText('Nederlands')).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'Français' })).toHaveAttribute('href', '/fr/depliants');
  });
});
