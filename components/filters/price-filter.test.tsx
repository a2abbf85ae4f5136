// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import PriceFilter from './price-filter';

function setup(value?: [number, number]) {
  const onCommit = vi.fn();
  renderWithIntl(<PriceFilter value={value} onCommit={onCommit} available={{ min: 0.5, max: 899 }} />);
  const min = screen.getByRole('textbox', { name: 'Minimum in euro' });
  const max = screen.getByRole('textbox', { name: 'Maximum in euro' });
  return { onCommit, min, max };
}

function type(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
  fireEvent.blur(field);
}

describe('PriceFilter', () => {
  it('shows the whole slider as 0 to 5000+ (no upper limit)', () => {
    const { min, max } = setup();
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('5000+');
    const handles = screen.getAllByRole('slider');
    expect(handles).toHaveLength(2);
    expect(handles[0]).toHaveAttribute('aria-valuemin', '0');
    expect(handles[1]).toHaveAttribute('aria-valuemax', '5000');
    expect(handles[1]).toHaveAttribute('aria-valuetext', 'Geen maximum');
  });

  it('applies a typed maximum', () => {
    const { onCommit, max } = setup();
    type(max, '99,50');
    expect(onCommit).toHaveBeenCalledWith([0, 99.5]);
    expect(max).toHaveValue('99,50');
  });

  it('clamps a maximum above the slider to 5000+', () => {
    const { onCommit, max } = setup([10, 100]);
    type(max, '9999');
    expect(max).toHaveValue('5000+');
    expect(onCommit).toHaveBeenCalledWith([10, 5000]);
  });

  it('clamps a negative minimum to 0 and drops the filter when the range is whole again', () => {
    const { onCommit, min } = setup([10, 5000]);
    type(min, '-3');
    expect(min).toHaveValue('0');
    expect(onCommit).toHaveBeenCalledWith(undefined);
  });

  it('applies a slider handle moved with the keyboard', () => {
    const { onCommit, max } = setup([10, 100]);
    const handles = screen.getAllByRole('slider');
    fireEvent.keyDown(handles[1]!, { key: 'End', keyCode: 35, which: 35 });
    fireEvent.keyUp(handles[1]!, { key: 'End', keyCode: 35, which: 35 });
    expect(max).toHaveValue('5000+');
    expect(onCommit).toHaveBeenLastCalledWith([10, 5000]);
  });

  it('moves a handle by whole euros with the arrow keys', () => {
    const { onCommit, min } = setup([10, 100]);
    const [low] = screen.getAllByRole('slider');
    for (const key of [{ key: 'ArrowRight', keyCode: 39 }, { key: 'ArrowUp', keyCode: 38 }, { key: 'ArrowRight', keyCode: 39 }]) {
      fireEvent.keyDown(low!, { ...key, which: key.keyCode });
      fireEvent.keyUp(low!, { ...key, which: key.keyCode });
    }
    expect(low).toHaveAttribute('aria-valuenow', '13');
    expect(min).toHaveValue('13');
    expect(onCommit).toHaveBeenLastCalledWith([13, 100]);
  });

  it('keeps the minimum at or below the maximum, and the maximum at or above the minimum', () => {
    const { onCommit, min, max } = setup([20, 50]);
    type(min, '80');
    expect(min).toHaveValue('50');
    expect(onCommit).toHaveBeenLastCalledWith([50, 50]);
    type(max, '10');
    expect(max).toHaveValue('50');
  });

  it('applies on Enter and ignores text that holds no number', () => {
    const { onCommit, min } = setup([20, 50]);
    fireEvent.change(min, { target: { value: 'abc' } });
    fireEvent.blur(min);
    expect(min).toHaveValue('20');
    expect(onCommit).not.toHaveBeenCalled();
    fireEvent.change(min, { target: { value: '25' } });
    fireEvent.keyDown(min, { key: 'Enter' });
    expect(onCommit).toHaveBeenCalledWith([25, 50]);
  });

  it('does not apply an unchanged range', () => {
    const { onCommit, min } = setup([20, 50]);
    type(min, '20,00');
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('shows the price range of the selection', () => {
    setup();
    expect(screen.getByText(/In deze selectie: van € 0,50 tot € 899/)).toBeInTheDocument();
  });
});
