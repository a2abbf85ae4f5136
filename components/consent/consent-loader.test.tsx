// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import ConsentLoader from './consent-loader';

const manager = vi.hoisted(() => ({ loaded: vi.fn() }));

vi.mock('./consent-manager', () => {
  manager.loaded();
  return { default: ({ gtmId }: { gtmId: string }) => <p>manager for {gtmId}</p> };
});

describe('ConsentLoader', () => {
  it('renders and loads nothing when the site has no GTM id', async () => {
    const { container } = render(<ConsentLoader gtmId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container).toBeEmptyDOMElement();
    expect(manager.loaded).not.toHaveBeenCalled();
  });

  it('loads the consent manager with the GTM id', async () => {
    render(<ConsentLoader gtmId="GTM-TEST123" />);
    expect(await screen.findByText('manager for GTM-TEST123')).toBeInTheDocument();
    expect(manager.loaded).toHaveBeenCalledTimes(1);
  });
});
