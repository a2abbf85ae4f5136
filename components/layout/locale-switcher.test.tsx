// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from './chrome-test-utils';
import LocaleSwitcher from './locale-switcher';
import { navigation, resetNavigation } from '@/tests/mocks/next-navigation';

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
