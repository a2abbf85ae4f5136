// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithIntl } from '@/components/layout/chrome-test-utils';
import PriceFilter, { KEY_COMMIT_DELAY_MS, SLIDER_PAGE_STEP } from './price-filter';

afterEach(() => {
  vi.useRealTimers();
});

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

  it('applies a slider handle moved with the keyboard once the keys rest', () => {
    vi.useFakeTimers();
    const { onCommit, max } = setup([10, 100]);
    const handles = screen.getAllByRole('slider');
    fireEvent.keyDown(handles[1]!, { key: 'End', keyCode: 35, which: 35 });
    fireEvent.keyUp(handles[1]!, { key: 'End', keyCode: 35, which: 35 });
    expect(max).toHaveValue('5000+');
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith([10, 5000]);
  });

  it('moves a handle by whole euros with the arrow keys, and applies the presses once', () => {
    vi.useFakeTimers();
    const { onCommit, min } = setup([10, 100]);
    const [low] = screen.getAllByRole('slider');
    for (const key of [{ key: 'ArrowRight', keyCode: 39 }, { key: 'ArrowUp', keyCode: 38 }, { key: 'ArrowRight', keyCode: 39 }]) {
      fireEvent.keyDown(low!, { ...key, which: key.keyCode });
      fireEvent.keyUp(low!, { ...key, which: key.keyCode });
      act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS - 100));
    }
    expect(low).toHaveAttribute('aria-valuenow', '13');
    expect(min).toHaveValue('13');
    expect(onCommit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(100));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith([13, 100]);
  });

  it('moves a handle by a larger step with PageUp and PageDown, not past the other handle', () => {
    vi.useFakeTimers();
    const { onCommit, min, max } = setup([10, 100]);
    const [low, high] = screen.getAllByRole('slider');
    fireEvent.keyDown(high!, { key: 'PageDown', keyCode: 34, which: 34 });
    expect(high).toHaveAttribute('aria-valuenow', String(100 - SLIDER_PAGE_STEP));
    expect(max).toHaveValue(String(100 - SLIDER_PAGE_STEP));
    fireEvent.keyDown(low!, { key: 'PageUp', keyCode: 33, which: 33 });
    expect(low).toHaveAttribute('aria-valuenow', String(100 - SLIDER_PAGE_STEP));
    expect(min).toHaveValue(String(100 - SLIDER_PAGE_STEP));
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenLastCalledWith([100 - SLIDER_PAGE_STEP, 100 - SLIDER_PAGE_STEP]);
  });

  it('applies a handle moved with the keys at once when the focus leaves it', () => {
    vi.useFakeTimers();
    const { onCommit } = setup([10, 100]);
    const [low] = screen.getAllByRole('slider');
    low!.focus();
    fireEvent.keyDown(low!, { key: 'ArrowRight', keyCode: 39, which: 39 });
    fireEvent.keyUp(low!, { key: 'ArrowRight', keyCode: 39, which: 39 });
    fireEvent.blur(low!);
    expect(onCommit).toHaveBeenCalledWith([11, 100]);
    act(() => vi.advanceTimersByTime(KEY_COMMIT_DELAY_MS));
    expect(onCommit).toHaveBeenCalledTimes(1);
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
