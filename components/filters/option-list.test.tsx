// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import OptionList, { toggleOption, type FilterOption } from './option-list';

const options: FilterOption[] = Array.from({ length: 9 }, (_, index) => ({ value: String(index + 1), title: `Optie ${index + 1}`, count: 100 - index }));

function Harness(props: { single?: boolean; max?: number; shortLength?: number; initial?: string[] }) {
  const [selected, setSelected] = useState<string[]>(props.initial ?? []);
  return <OptionList label="Categorieën" options={options} selected={selected} onChange={setSelected} single={props.single} max={props.max} shortLength={props.shortLength} />;
}

describe('toggleOption', () => {
  it('adds and removes a value', () => {
    expect(toggleOption(['1'], '2')).toEqual(['1', '2']);
    expect(toggleOption(['1', '2'], '1')).toEqual(['2']);
  });

  it('keeps one value with only-one-choice', () => {
    expect(toggleOption(['1'], '2', { single: true })).toEqual(['2']);
  });

  it('refuses a value past the maximum', () => {
    expect(toggleOption(['1', '2'], '3', { max: 2 })).toEqual(['1', '2']);
    expect(toggleOption(['1', '2'], '2', { max: 2 })).toEqual(['1']);
  });
});

describe('OptionList', () => {
  it('shows 6 options, then all of them, then 6 again', () => {
    renderWithIntl(<Harness />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
    const more = screen.getByRole('button', { name: 'Toon meer (3)' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(more);
    expect(screen.getAllByRole('checkbox')).toHaveLength(9);
    const less = screen.getByRole('button', { name: 'Toon minder' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    fireEvent.click(less);
    expect(screen.getAllByRole('checkbox')).toHaveLength(6);
  });

  it('uses a shorter list when asked (4 for post types and small screens)', () => {
    renderWithIntl(<Harness shortLength={4} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Toon meer (5)' })).toBeInTheDocument();
  });

  it('keeps a chosen option visible in the short list', () => {
    renderWithIntl(<Harness initial={['9']} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(7);
    expect(screen.getByRole('checkbox', { name: /Optie 9/ })).toBeChecked();
  });

  it('names each option with its count', () => {
    renderWithIntl(<Harness />);
    expect(screen.getByRole('checkbox', { name: 'Optie 1 (100 promoties)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Categorieën' })).toBeInTheDocument();
  });

  it('allows only one choice when single', () => {
    renderWithIntl(<Harness single />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Optie 1 \(/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Optie 2 \(/ }));
    expect(screen.getByRole('checkbox', { name: /^Optie 1 \(/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /^Optie 2 \(/ })).toBeChecked();
  });

  it('disables the other options once the maximum is reached', () => {
    renderWithIntl(<Harness max={2} />);
    fireEvent.click(screen.getByRole('checkbox', { name: /^Optie 1 \(/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /^Optie 2 \(/ }));
    expect(screen.getByRole('checkbox', { name: /^Optie 3 \(/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /^Optie 1 \(/ })).toBeEnabled();
    expect(screen.getByText('Je kunt er maximaal 2 kiezen.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('checkbox', { name: /^Optie 1 \(/ }));
    expect(screen.getByRole('checkbox', { name: /^Optie 3 \(/ })).toBeEnabled();
  });
});
