// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toWireDate } from './wizard-dates';
import { loadDraft, saveDraft } from './wizard-draft';
import { emptyValues } from './wizard-values';
import { next, renderWizard, setUpWizardTests } from './wizard-test-utils';

vi.mock('next/navigation', async (importOriginal) => (await import('@/tests/mocks/next-navigation')).mockNextNavigation(importOriginal));

setUpWizardTests();

function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return toWireDate(date);
}

/** A discount post's draft on its code, webshop and dates step, all its required fields filled in. */
function discountOnDatesStep() {
  saveDraft({
    step: 3,
    values: {
      ...emptyValues(),
      type: 5,
      subtype: 5,
      type_id: 5,
      title: 'Code',
      content: '10% op alles',
      discount_code: 'WELKOM',
      webshop_id: 9,
      webshops: [{ id: 9, image_url: null, translation: { title: 'Bol', slug: 'bol' } }],
      expired_at: new Date(Date.now() + 10 * 86_400_000),
    },
  });
}

const notStarted = () => screen.getByRole('checkbox', { name: 'De promo is nog niet begonnen' });
const setStart = (day: string) => fireEvent.change(screen.getByLabelText(/^Begindatum/), { target: { value: day } });

describe('PostWizard start date and "not started"', () => {
  it('the tick a future start set follows the date: clearing it, or today, takes it back, and Next asks for no start', async () => {
    discountOnDatesStep();
    renderWizard();
    expect(await screen.findByRole('heading', { name: 'Kortingscode' })).toBeInTheDocument();
    setStart(inDays(3));
    expect(notStarted()).toBeChecked();
    setStart('');
    expect(notStarted()).not.toBeChecked();
    expect(screen.getByLabelText('Begindatum (optioneel)')).toHaveValue('');
    expect(loadDraft()?.values).toMatchObject({ not_started: false, started_at: null });
    setStart(inDays(2));
    expect(notStarted()).toBeChecked();
    setStart(inDays(0));
    expect(notStarted()).not.toBeChecked();
    setStart('');
    await next();
    expect(screen.queryByText('Geef de begindatum.')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Afbeeldingen' })).toBeInTheDocument();
  });

  it('a tick the member set stays when the date goes, and Next then asks for the start', async () => {
    discountOnDatesStep();
    renderWizard();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'De promo is nog niet begonnen' }));
    setStart(inDays(3));
    setStart('');
    expect(notStarted()).toBeChecked();
    // Unticking the wizard's tick and ticking again makes it the member's too.
    await userEvent.click(notStarted());
    setStart(inDays(3));
    await userEvent.click(notStarted());
    await userEvent.click(notStarted());
    setStart(inDays(0));
    expect(notStarted()).toBeChecked();
    setStart('');
    await next();
    expect(await screen.findByText('Geef de begindatum.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Kortingscode' })).toBeInTheDocument();
  });

  it("the wizard's tick comes back with the draft after a reload and still follows the date", async () => {
    discountOnDatesStep();
    const first = renderWizard();
    expect(await screen.findByRole('heading', { name: 'Kortingscode' })).toBeInTheDocument();
    setStart(inDays(3));
    first.unmount();
    renderWizard();
    expect(await screen.findByRole('checkbox', { name: 'De promo is nog niet begonnen' })).toBeChecked();
    expect(screen.getByLabelText('Begindatum')).toHaveValue(inDays(3));
    setStart('');
    expect(notStarted()).not.toBeChecked();
  });
});
