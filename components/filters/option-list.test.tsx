// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import OptionList, { type FilterOption } from './option-list';
import styles from './filters.module.css';

const options: FilterOption[] = Array.from({ length: 9 }, (_, index) => ({ value: String(index + 1), title: `Optie ${index + 1}`, count: 100 - index }));

function renderList(props: { single?: boolean; max?: number; shortLength?: number; selected?: string[] } = {}) {
  return renderWithIntl(<OptionList id="opties" label="Categorieën" name="categories[]" options={options} selected={props.selected ?? []} {...props} />);
}

const classes = () => screen.getAllByRole('listitem').map((item) => item.className);

describe('OptionList', () => {
  it('hides all but 6 options until "show more", which names how many more there are', () => {
    renderList();
    expect(classes()).toEqual(['', '', '', '', '', '', styles.extra, styles.extra, styles.extra]);
    const more = screen.getByRole('button', { name: /Toon meer \(3\)/ });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', 'opties');
    expect(screen.getByRole('list')).toHaveAttribute('id', 'opties');
  });

  it('uses a shorter list when asked (4 for post types)', () => {
    renderList({ shortLength: 4 });
    expect(classes().filter((name) => name === styles.extra)).toHaveLength(5);
    expect(screen.getByRole('button', { name: /Toon meer \(5\)/ })).toBeInTheDocument();
  });

  it('keeps a chosen option in the short list, checked', () => {
    renderList({ selected: ['9'] });
    expect(classes().at(-1)).toBe('');
    expect(screen.getByRole('checkbox', { name: /Optie 9/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /Toon meer \(2\)/ })).toBeInTheDocument();
  });

  it('names each option with its count, and the boxes with the URL name', () => {
    renderList();
    const box = screen.getByRole('checkbox', { name: 'Optie 1 (100 promoties)' });
    expect(box).toHaveAttribute('name', 'categories[]');
    expect(box).toHaveAttribute('value', '1');
    expect(screen.getByRole('group', { name: 'Categorieën' })).toBeInTheDocument();
  });

  it('marks a single-choice group for the filter controls', () => {
    renderList({ single: true });
    expect(screen.getByRole('group')).toHaveAttribute('data-single');
  });

  it('disables the other options once the maximum is chosen, and says so', () => {
    renderList({ max: 2, selected: ['1', '2'] });
    expect(screen.getByRole('checkbox', { name: /^Optie 3 \(/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Optie 1 \(/ })).toBeEnabled();
    expect(within(screen.getByRole('group')).getByText('Je kunt er maximaal 2 kiezen.')).toBeVisible();
  });

  it('hides the maximum hint until the maximum is reached', () => {
    renderList({ max: 2, selected: ['1'] });
    expect(screen.getByRole('checkbox', { name: /^Optie 3 \(/ })).toBeEnabled();
    expect(screen.getByText('Je kunt er maximaal 2 kiezen.')).not.toBeVisible();
  });
});
