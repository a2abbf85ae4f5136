// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import type { Profile } from '@/lib/api/profile';
import { resetDialogs, useDialogs } from '@/lib/stores/dialogs';
import ProfileHeader, { profileInitials } from './profile-header';
import { userIdParam } from './profile-params';

const profile: Profile = {
  id: 4,
  fname: 'Camille',
  lname: 'Dubois',
  avatar_url: '/api/media/generated/avatar/4.svg',
  followers: 1,
  following: 1234,
  promos_count: 13,
  is_followed: false,
};

afterEach(() => resetDialogs());

describe('ProfileHeader', () => {
  it('shows the avatar, the name as the heading and the counts', () => {
    renderWithIntl(<ProfileHeader profile={profile} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Camille Dubois' })).toBeInTheDocument();
    expect(screen.getByRole('banner').querySelector('img')).toHaveAttribute('src', '/api/media/generated/avatar/4.svg');
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['volger', 'volgend', 'promoties']);
    expect(values).toEqual(['1', '1.234', '13']);
  });

  it('speaks French on the French site', () => {
    renderWithIntl(<ProfileHeader profile={profile} />, 'fr');
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['abonné', 'abonnements', 'promos']);
    expect(screen.getByRole('button', { name: 'Suivre' })).toBeInTheDocument();
  });

  it('shows initials when the member has no avatar', () => {
    renderWithIntl(<ProfileHeader profile={{ ...profile, avatar_url: null }} />);
    expect(screen.getByRole('banner').querySelector('img')).toBeNull();
    expect(within(screen.getByRole('banner')).getByText('CD')).toBeInTheDocument();
  });

  it('opens the auth dialog on its default tab when a guest wants to follow', async () => {
    renderWithIntl(<ProfileHeader profile={profile} />);
    const button = screen.getByRole('button', { name: 'Volgen' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    await waitFor(() => expect(useDialogs.getState().dialogs.auth).toMatchObject({ open: true, tab: 'default' }));
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('profileInitials', () => {
  it('takes the first letters of first and last name', () => {
    expect(profileInitials({ fname: 'jan', lname: 'Van den Broeck' })).toBe('JV');
    expect(profileInitials({ fname: '', lname: '' })).toBe('?');
  });
});

describe('userIdParam', () => {
  it('accepts positive whole numbers within the id range', () => {
    expect(userIdParam('1')).toBe(1);
    expect(userIdParam('2147483647')).toBe(2147483647);
  });

  it('refuses anything else', () => {
    for (const raw of ['0', '01', '-1', 'abc', '1.5', '1e3', '2147483648', '99999999999', '']) expect(userIdParam(raw)).toBeNull();
  });
});
