// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import ShowMoreList from './show-more-list';

const items = (count: number) => Array.from({ length: count }, (_, index) => <li key={index}>Winkel {index + 1}</li>);

describe('ShowMoreList', () => {
  it('shows the first items and toggles the rest with a button that says what it controls', () => {
    render(
      <ShowMoreList visible={9} more="Toon meer winkels" less="Toon minder winkels" className="list" expandedClassName="open" labelledBy="heading">
        {items(12)}
      </ShowMoreList>,
    );
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
    expect(list).toHaveAttribute('class', 'list');
    expect(list).toHaveAttribute('aria-labelledby', 'heading');

    const button = screen.getByRole('button', { name: 'Toon meer winkels' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveAttribute('aria-controls', list.id);
    fireEvent.click(button);
    expect(within(list).getAllByRole('listitem')).toHaveLength(12);
    expect(list).toHaveAttribute('class', 'list open');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveTextContent('Toon minder winkels');

    fireEvent.click(button);
    expect(within(list).getAllByRole('listitem')).toHaveLength(9);
  });

  it('has no button when everything fits', () => {
    render(
      <ShowMoreList visible={9} more="meer" less="minder">
        {items(9)}
      </ShowMoreList>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(9);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
