// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AffiliateLink, { affiliateHref } from './affiliate-link';

describe('affiliateHref', () => {
  it('prefers the goto link, falls back to an http(s) affiliate URL, refuses the rest', () => {
    expect(affiliateHref('/fr/goto/boekenberg', 'https://partner.example/x')).toBe('/fr/goto/boekenberg');
    expect(affiliateHref(null, 'https://partner.example/x?ref=1')).toBe('https://partner.example/x?ref=1');
    expect(affiliateHref('//evil.example/goto', null)).toBeNull();
    expect(affiliateHref(null, 'javascript:alert(1)')).toBeNull();
    expect(affiliateHref(null, null)).toBeNull();
  });
});

describe('AffiliateLink', () => {
  it('is a sponsored link in a new tab that says so', () => {
    render(<AffiliateLink gotoUrl="/goto/boekenberg" affiliateUrl={null} label="Naar Boekenberg" newTabText="(opent in een nieuw tabblad)" note="Je betaalt niets extra." />);
    const link = screen.getByRole('link', { name: /^Naar Boekenberg ?\(opent in een nieuw tabblad\)$/ });
    expect(link).toHaveAttribute('href', '/goto/boekenberg');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow sponsored noopener');
    expect(screen.getByText('Je betaalt niets extra.')).toBeInTheDocument();
  });

  it('renders nothing without a safe destination', () => {
    const { container } = render(<AffiliateLink gotoUrl={null} affiliateUrl="data:text/html,hi" label="Naar X" newTabText="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
