// @vitest-environment jsdom
import { afterLoadOrIntent } from './after-load';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('afterLoadOrIntent', () => {
  it('runs once the loaded page is idle, only once', () => {
    const task = vi.fn();
    afterLoadOrIntent(task);
    expect(task).not.toHaveBeenCalled();
    vi.runAllTimers();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs at once when the visitor touches or presses a key first', () => {
    const touched = vi.fn();
    afterLoadOrIntent(touched);
    window.dispatchEvent(new Event('touchstart'));
    expect(touched).toHaveBeenCalledTimes(1);
    const keyed = vi.fn();
    afterLoadOrIntent(keyed);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight' }));
    expect(keyed).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(touched).toHaveBeenCalledTimes(1);
    expect(keyed).toHaveBeenCalledTimes(1);
  });

  it('never runs once cancelled', () => {
    const task = vi.fn();
    const cancel = afterLoadOrIntent(task);
    cancel();
    vi.runAllTimers();
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
  });

  it('listens to one element\'s own events when given them, not to the whole page', () => {
    const strip = document.createElement('nav');
    document.body.append(strip);
    const task = vi.fn();
    afterLoadOrIntent(task, { target: strip, events: ['pointerover'] });
    window.dispatchEvent(new Event('pointerdown'));
    expect(task).not.toHaveBeenCalled();
    strip.dispatchEvent(new Event('pointerover'));
    expect(task).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(task).toHaveBeenCalledTimes(1);
    strip.remove();
  });
});
