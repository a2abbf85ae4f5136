// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '@/components/auth/auth-test-utils';
import CreatePostPanel from './create-post-panel';
import { DRAFT_KEY, loadDraft } from './wizard-draft';
import { chooseType, next, setUpWizardTests } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

setUpWizardTests();

function renderPanel(locale: 'nl' | 'fr' = 'nl') {
  const onClose = vi.fn();
  renderWithApp(<CreatePostPanel zIndex={10} onClose={onClose} />, locale);
  return onClose;
}

describe('CreatePostPanel', () => {
  it('closes at once while nothing is filled in', async () => {
    const onClose = renderPanel();
    await screen.findByRole('radio', { name: 'Vraag' });
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks before dropping a draft: keep writing returns to the same step, confirming closes', async () => {
    const onClose = renderPanel();
    await chooseType('Vraag');
    await next();
    await next();
    await userEvent.type(screen.getByRole('textbox', { name: 'Titel' }), 'Bijna klaar');
    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { name: 'Dit bericht weggooien?' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Verder schrijven' })).toHaveFocus());
    expect(loadDraft()?.values.title).toBe('Bijna klaar');

    // Escape while asking goes back to the post, as it was.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('heading', { name: 'Dit bericht weggooien?' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Titel' })).toHaveValue('Bijna klaar');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Je bericht' })).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Sluiten' }));
    await userEvent.click(screen.getByRole('button', { name: 'Weggooien en sluiten' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks in French too', async () => {
    renderPanel('fr');
    await chooseType('Vraag');
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.getByRole('heading', { name: 'Abandonner cette publication ?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abandonner et fermer' })).toBeInTheDocument();
    expect(localStorage.getItem(DRAFT_KEY)).not.toBeNull();
  });
});
