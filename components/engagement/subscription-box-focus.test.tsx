// @vitest-environment jsdom
// Its own file: once a box was used, the loader renders every box interactive for the rest of the tab.
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useSession } from '@/lib/stores/session';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import SubscriptionBoxMarkup from './subscription-box-markup';

startMsw();

it("keeps a keyboard user's focus on Follow when the session check finds a member and the box takes the markup's place", async () => {
  useSession.setState({ status: 'guest', user: null });
  server.use(http.get(`${API}/subscriptions`, () => HttpResponse.json({ data: [] })));
  renderWithApp(<SubscriptionBoxMarkup entity="stores" id={5} name="Bouwhuis" variant="compact" />, 'nl');
  const box = () => screen.getByRole('region', { name: 'Deal alerts voor Bouwhuis' });
  const markup = within(box()).getByRole('button', { name: 'Volgen' });
  markup.focus();
  act(() => useSession.setState({ status: 'user', user: demoUser() }));
  // The interactive box's Follow has a pressed state (the markup's has none).
  await waitFor(() => expect(within(box()).getByRole('button', { name: 'Volgen' })).toHaveAttribute('aria-pressed', 'false'), { timeout: 5000 });
  expect(markup.isConnected).toBe(false);
  expect(within(box()).getByRole('button', { name: 'Volgen' })).toHaveFocus();
});
