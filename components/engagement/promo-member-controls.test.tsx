// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PromoActionFlags } from '@/lib/api/actions';
import { NO_PROMO_FLAGS } from '@/lib/api/feed';
import { useDialogs } from '@/lib/stores/dialogs';
import { useSession } from '@/lib/stores/session';
import { useToasts } from '@/lib/stores/toasts';
import { server, useMswServer as startMsw } from '@/tests/mocks/server';
import { API, demoUser, renderWithApp } from '@/components/auth/auth-test-utils';
import { loadPromoEngagement } from './promo-engagement-state';
import PromoMemberControls, { type PromoMemberControlsProps } from './promo-member-controls';
import { resetEngagement } from './engagement-test-utils';

startMsw();

const counts = { rating_calculated: 12, hits_count: 14, dislikes_count: 2 };
const flags = (extra: Partial<PromoActionFlags> = {}): PromoActionFlags => ({ ...NO_PROMO_FLAGS, ...counts, ...extra });

function renderControls(locale: 'nl' | 'fr' = 'nl', props: Partial<PromoMemberControlsProps> = {}) {
  renderWithApp(<PromoMemberControls kind="OnlinePromo" id={36} title="Hopveld Pils" expired={false} rating={12} hits={14} dislikes={2} {...props} />, locale);
}
const group = () => within(screen.getByRole('group', { name: 'Jouw acties voor deze deal' }));

beforeEach(resetEngagement);

it('opens the login dialog for a guest, asking nothing', async () => {
  useSession.setState({ status: 'guest', user: null });
  renderControls();
  fireEvent.click(group().getByRole('button', { name: 'Meld als verlopen' }));
  await waitFor(() => expect(useDialogs.getState().dialogs.auth.open).toBe(true));
  expect(group().getByRole('button', { name: 'Volg deze deal' })).not.toHaveAttribute('aria-pressed');
});

describe('for a member', () => {
  beforeEach(() => useSession.setState({ status: 'user', user: demoUser() }));

  it('follows the promo (told they will be notified), hides it and reports it expired once', async () => {
    const calls: string[] = [];
    let current = flags();
    server.use(
      http.get(`${API}/online-promos/36`, () => HttpResponse.json({ data: { id: 36, title: 'Hopveld Pils', ...current } })),
      http.put(`${API}/online-promos/36/:action`, ({ params }) => {
        const action = String(params.action);
        calls.push(action);
        if (action === 'subscribe') current = { ...current, subscriptions: true };
        if (action === 'hide') current = { ...current, is_hidden: true };
        return HttpResponse.json({ data: current });
      }),
      http.post(`${API}/expired-promo-report`, async ({ request }) => {
        calls.push(`report:${JSON.stringify(await request.json())}`);
        current = { ...current, is_reported_expired: true };
        return HttpResponse.json({ data: { ...current, is_expired: true } });
      }),
    );
    await loadPromoEngagement('OnlinePromo', 36);
    renderControls();
    const follow = group().getByRole('button', { name: 'Volg deze deal' });
    expect(follow).toHaveAccessibleDescription('Je krijgt een melding wanneer deze deal als verlopen wordt gemeld.');
    fireEvent.click(follow);
    await waitFor(() => expect(group().getByRole('button', { name: 'Je volgt deze deal' })).toHaveAttribute('aria-pressed', 'true'), { timeout: 5000 });
    expect(useToasts.getState().toasts.at(-1)?.title).toBe('Je krijgt een melding wanneer deze deal als verlopen wordt gemeld');

    fireEvent.click(group().getByRole('button', { name: 'Verbergen' }));
    await waitFor(() => expect(group().getByRole('button', { name: 'Niet meer verbergen' })).toHaveAttribute('aria-pressed', 'true'));
    expect(useToasts.getState().toasts.at(-1)).toMatchObject({ title: 'Verborgen: Hopveld Pils', action: { label: 'Ongedaan maken' } });

    // It cannot be taken back: the button asks first; Escape cancels and gives the focus back.
    fireEvent.click(group().getByRole('button', { name: 'Meld als verlopen' }));
    const question = group().getByRole('group', { name: 'Is deze deal echt verlopen?' });
    await waitFor(() => expect(within(question).getByRole('button', { name: 'Ja, meld als verlopen' })).toHaveFocus());
    fireEvent.keyDown(question, { key: 'Escape' });
    await waitFor(() => expect(group().getByRole('button', { name: 'Meld als verlopen' })).toHaveFocus());
    expect(calls).toEqual(['subscribe', 'hide']);
    fireEvent.click(group().getByRole('button', { name: 'Meld als verlopen' }));
    fireEvent.click(group().getByRole('button', { name: 'Ja, meld als verlopen' }));
    // "Yes" leaves with its question: the focus goes to the report button, which says how it went.
    await waitFor(() => expect(group().getByRole('button', { name: /verlopen/ })).toHaveFocus());
    const reported = await group().findByRole('button', { name: 'Je meldde deze deal als verlopen' });
    expect(reported).toHaveFocus();
    expect(reported).toHaveAttribute('aria-disabled', 'true');
    expect(group().getByText('Deze deal is verlopen')).toBeInTheDocument();
    fireEvent.click(reported);
    expect(calls).toEqual(['subscribe', 'hide', 'report:{"type":"OnlinePromo","id":36}']);
  });

  it('shows an earlier report from the loaded flags (French)', async () => {
    server.use(http.get(`${API}/posts/5`, () => HttpResponse.json({ data: { id: 5, ...flags({ is_reported_expired: true, subscriptions: true }) } })));
    await loadPromoEngagement('Post', 5);
    renderControls('fr', { kind: 'Post', id: 5 });
    const controls = within(screen.getByRole('group', { name: 'Vos actions pour ce bon plan' }));
    expect(controls.getByRole('button', { name: 'Vous avez signalé ce bon plan comme expiré' })).toHaveAttribute('aria-disabled', 'true');
    expect(controls.getByRole('button', { name: 'Vous suivez ce bon plan' })).toHaveAttribute('aria-pressed', 'true');
  });
});
