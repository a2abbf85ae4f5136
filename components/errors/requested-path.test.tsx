// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import RequestedPath from './requested-path';

describe('RequestedPath', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('shows the path the visitor asked for, decoded, with a label for screen readers', () => {
    window.history.replaceState(null, '', '/fr/depliants/caf%C3%A9?x=1');
    render(<RequestedPath label="Gevraagd adres" />);
    expect(screen.getByText('/fr/depliants/café')).toBeInTheDocument();
    expect(screen.getByText(/Gevraagd adres/)).toHaveClass('visually-hidden');
  });

  it('keeps a path with a malformed escape as is', () => {
    window.history.replaceState(null, '', '/x%E0%A4%A');
    render(<RequestedPath label="Gevraagd adres" />);
    expect(screen.getByText('/x%E0%A4%A')).toBeInTheDocument();
  });

  it('renders nothing on the server, or the slot it is given there (the front layer fills it)', () => {
    expect(renderToString(<RequestedPath label="Gevraagd adres" />)).toBe('');
    expect(renderToString(<RequestedPath label="Gevraagd adres" serverPath="{{requested-path}}" />)).toContain('<code translate="no">{{requested-path}}</code>');
  });
});
