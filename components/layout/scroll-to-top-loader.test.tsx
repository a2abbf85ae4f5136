// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import ScrollToTopLoader from './scroll-to-top-loader';

const button = vi.hoisted(() => ({ loaded: 0 }));
vi.mock('./scroll-to-top', () => {
  button.loaded += 1;
  return { default: () => <button type="button">Terug naar boven</button> };
});

afterEach(() => Object.defineProperty(window, 'scrollY', { value: 0, configurable: true }));

describe('ScrollToTopLoader', () => {
  it('loads the button only once the page scrolled past 300 px', async () => {
    render(<ScrollToTopLoader />);
    Object.defineProperty(window, 'scrollY', { value: 250, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(button.loaded).toBe(0);
    Object.defineProperty(window, 'scrollY', { value: 800, configurable: true });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Terug naar boven' })).toBeInTheDocument();
    expect(button.loaded).toBe(1);
  });
});
