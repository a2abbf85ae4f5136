// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import BreadcrumbsView from './breadcrumbs-view';

const trail = [
  { name: 'Home', href: '/' },
  { name: 'Folders', href: '/folders' },
  { name: 'Prijsmarkt', href: '/folders/prijsmarkt' },
];

describe('BreadcrumbsView', () => {
  it('renders home → section → item, the last one the current page and not a link', () => {
    render(<BreadcrumbsView trail={trail} label="Kruimelpad" jsonLd={{ '@type': 'BreadcrumbList' }} />);
    const nav = screen.getByRole('navigation', { name: 'Kruimelpad' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Home', 'Folders', 'Prijsmarkt']);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(nav).getByRole('link', { name: 'Folders' })).toHaveAttribute('href', '/folders');
    expect(within(nav).queryByRole('link', { name: 'Prijsmarkt' })).toBeNull();
    expect(within(nav).getByText('Prijsmarkt')).toHaveAttribute('aria-current', 'page');
  });

  it('renders a middle crumb without a path as text', () => {
    render(<BreadcrumbsView trail={[trail[0]!, { name: 'Sectie' }, trail[2]!]} label="x" jsonLd={{}} />);
    expect(screen.queryByRole('link', { name: 'Sectie' })).toBeNull();
    expect(screen.getByText('Sectie')).not.toHaveAttribute('aria-current');
  });

  it('outputs the JSON-LD with < escaped', () => {
    const { container } = render(<BreadcrumbsView trail={trail} label="x" jsonLd={{ name: '</script><script>alert(1)</script>' }} />);
    const script = container.querySelector('script[type="application/ld+json"]');
    expect(script?.innerHTML).not.toContain('</script>');
    expect(JSON.parse(script?.textContent ?? '{}')).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
