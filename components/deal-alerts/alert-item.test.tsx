// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '@/components/auth/auth-test-utils';
import { storeAlert } from '@/components/engagement/subscription-test-fixtures';
import type { DealAlert } from '@/lib/api/deal-alerts';
import type { AlertPatchInput as DealAlertPatch } from '@/lib/api/deal-alerts-schemas';
import AlertItem from './alert-item';

type Save = { patch: DealAlertPatch; settle: (ok: boolean) => void };

/** AlertItem as the member's list holds it: each save waits until the test settles it, then the alert changes. */
function renderItem(alert: DealAlert) {
  const saves: Save[] = [];
  function List() {
    const [current, setCurrent] = useState(alert);
    return (
      <ul>
        <AlertItem
          alert={current}
          onPatch={async (_item, patch) => {
            await new Promise<void>((resolve, reject) => saves.push({ patch, settle: (ok) => (ok ? resolve() : reject(new Error('refused'))) }));
            setCurrent((value) => ({ ...value, ...patch }) as DealAlert);
          }}
          onDelete={async () => undefined}
        />
      </ul>
    );
  }
  renderWithApp(<List />);
  return saves;
}

async function settle(save: Save | undefined, ok = true) {
  await act(async () => save?.settle(ok));
}

const period = (daily: boolean, weekly: boolean) => ({ daily_email_notification: daily, weekly_email_notification: weekly });

describe('AlertItem while saving', () => {
  it('keeps the period select enabled and focused, and sends a period chosen meanwhile after the first save, in order', async () => {
    const saves = renderItem(storeAlert());
    const select = screen.getByRole('combobox', { name: 'Hoe vaak voor Bouwhuis?' });
    select.focus();
    fireEvent.change(select, { target: { value: 'daily' } });
    expect(select).toBeEnabled();
    expect(select).toHaveFocus();
    expect(select).toHaveValue('daily');
    expect(select).toHaveAttribute('aria-busy', 'true');

    fireEvent.change(select, { target: { value: 'none' } });
    expect(select).toHaveValue('none');
    // One save at a time: the second waits for the first.
    expect(saves.map((save) => save.patch)).toEqual([period(true, false)]);
    await settle(saves[0]);
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]!.patch).toEqual(period(false, false));
    expect(select).toHaveValue('none');
    await settle(saves[1]);
    await waitFor(() => expect(select).not.toHaveAttribute('aria-busy'));
    expect(select).toHaveValue('none');
    expect(select).toHaveFocus();
    expect(saves).toHaveLength(2);
  });

  it('after a refused save, drops the period chosen meanwhile and shows the saved one', async () => {
    const saves = renderItem(storeAlert());
    const select = screen.getByRole('combobox', { name: 'Hoe vaak voor Bouwhuis?' });
    fireEvent.change(select, { target: { value: 'daily' } });
    fireEvent.change(select, { target: { value: 'none' } });
    await settle(saves[0], false);
    await waitFor(() => expect(select).toHaveValue('weekly'));
    expect(saves).toHaveLength(1);
  });

  it('keeps the focused save button of the filters enabled while saving, then returns the focus to "Filters"', async () => {
    const saves = renderItem(storeAlert({ id: 32, subscriable: null, query: 'airfryer' }));
    const toggle = screen.getByRole('button', { name: 'Filters' });
    fireEvent.click(toggle);
    const form = screen.getByRole('form', { name: 'Filters voor „airfryer”' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Maximumprijs (€)' }), { target: { value: '50' } });
    const save = within(form).getByRole('button', { name: 'Filters opslaan' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    expect(save).toHaveFocus();
    fireEvent.click(save);
    await act(async () => undefined);
    expect(saves).toHaveLength(1);
    await settle(saves[0]);
    await waitFor(() => expect(screen.queryByRole('form')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });
});

describe('AlertItem filters that do not pass the check', () => {
  it('send the focus to the first field in error and save nothing', async () => {
    const saves = renderItem(storeAlert({ id: 33, subscriable: null, query: 'airfryer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const form = screen.getByRole('form', { name: 'Filters voor „airfryer”' });
    const price = within(form).getByRole('textbox', { name: 'Maximumprijs (€)' });
    fireEvent.change(price, { target: { value: 'abc' } });
    const save = within(form).getByRole('button', { name: 'Filters opslaan' });
    save.focus();
    fireEvent.click(save);
    await waitFor(() => expect(price).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() => expect(price).toHaveFocus());
    expect(saves).toHaveLength(0);
  });
});
