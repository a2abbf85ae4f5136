// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EntityHeader from './entity-header';

describe('EntityHeader', () => {
  it('shows the name as the page heading, with kind, facts, description and action', () => {
    render(
      <EntityHeader
        kindLabel="Webshop"
        title="Boekenberg"
        imageUrl="/api/media/generated/webshop/3.svg"
        description="Boeken en strips."
        facts={['16 lopende promoties', <strong key="brand">Merk X</strong>]}
        action={<button type="button">Naar Boekenberg</button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Boekenberg' })).toBeInTheDocument();
    expect(screen.getByText('Webshop')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['16 lopende promoties', 'Merk X']);
    expect(screen.getByText('Boeken en strips.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Naar Boekenberg' })).toBeInTheDocument();
    expect(document.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('shows the initial when there is no image, and no fact list without facts', () => {
    render(<EntityHeader kindLabel="Merk" title="bandix" imageUrl={null} description="Banden." />);
    expect(screen.getByText('B')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });
});
