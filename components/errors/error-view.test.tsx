// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ErrorView from './error-view';

describe('ErrorView', () => {
  it('shows the eyebrow, a level-1 heading that includes it for screen readers, the text and actions', () => {
    render(<ErrorView eyebrow="Oeps!" title="Pagina niet gevonden" text="Dit is helaas geen promo." actions={<a href="#top">Home</a>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Oeps! Pagina niet gevonden');
    expect(screen.getByText('Dit is helaas geen promo.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '#top');
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('renders without an eyebrow', () => {
    render(<ErrorView title="Er ging iets mis" text="Probeer het opnieuw." actions={<button type="button">Opnieuw</button>} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Er ging iets mis$/);
  });
});

describe('ErrorView details', () => {
  it('renders extra detail between the text and the actions', () => {
    render(
      <ErrorView title="Pagina niet gevonden" text="Niets gevonden op:" actions={<button type="button">Home</button>}>
        <p>
          <code>/fr/x</code>
        </p>
      </ErrorView>,
    );
    expect(screen.getByText('/fr/x')).toBeInTheDocument();
  });
});
