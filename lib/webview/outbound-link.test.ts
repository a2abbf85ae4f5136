// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { outboundDestination, PASS_ATTRIBUTE } from './outbound-link';

const here = { origin: 'https://deals.example', href: 'https://deals.example/online-promos/36' };
type Click = Parameters<typeof outboundDestination>[0];

function clickOn(html: string, init: Partial<Click> = {}): Click {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-click]');
  return { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, target, ...init };
}

describe('outboundDestination', () => {
  it('gives the address of a link to another site, also from inside the link', () => {
    expect(outboundDestination(clickOn('<a href="https://shop.example/deal?a=1" data-click>Deal</a>'), here)).toBe('https://shop.example/deal?a=1');
    expect(
      outboundDestination(clickOn('<a href="https://shop.example/x" target="_blank" rel="nofollow sponsored noopener"><svg><path data-click /></svg></a>'), here),
    ).toBe('https://shop.example/x');
  });

  it('counts our /goto/ short links and paid links on our own site, in both languages', () => {
    expect(outboundDestination(clickOn('<a href="/goto/boekenberg" data-click>x</a>'), here)).toBe('https://deals.example/goto/boekenberg');
    expect(outboundDestination(clickOn('<a href="/fr/goto/boekenberg" data-click>x</a>'), here)).toBe('https://deals.example/fr/goto/boekenberg');
    expect(outboundDestination(clickOn('<a href="/out/123" rel="Nofollow SPONSORED" data-click>x</a>'), here)).toBe('https://deals.example/out/123');
  });

  it('leaves links within the site alone', () => {
    expect(outboundDestination(clickOn('<a href="/folders" data-click>x</a>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<a href="https://deals.example/promos" data-click>x</a>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<a href="/goto" data-click>x</a>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<a href="/promos/goto/x" data-click>x</a>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<a href="#reviews" data-click>x</a>'), here)).toBeNull();
  });

  it('leaves other schemes, modifier keys, other buttons, downloads, handled clicks and non-links alone', () => {
    for (const href of ['mailto:a@b.example', 'tel:+3212345678', 'javascript:alert(1)', 'intent://x#Intent;end', 'x-safari-https://shop.example/', 'https://u:p@shop.example/']) {
      expect(outboundDestination(clickOn(`<a href="${href}" data-click>x</a>`), here), href).toBeNull();
    }
    const link = '<a href="https://shop.example/" data-click>x</a>';
    expect(outboundDestination(clickOn(link, { metaKey: true }), here)).toBeNull();
    expect(outboundDestination(clickOn(link, { ctrlKey: true }), here)).toBeNull();
    expect(outboundDestination(clickOn(link, { button: 1 }), here)).toBeNull();
    expect(outboundDestination(clickOn(link, { defaultPrevented: true }), here)).toBeNull();
    expect(outboundDestination(clickOn('<a href="https://shop.example/file.pdf" download data-click>x</a>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<button data-click>x</button>'), here)).toBeNull();
    expect(outboundDestination(clickOn('<a data-click>no href</a>'), here)).toBeNull();
  });

  it('lets a link marked to pass through go (the dialog\u2019s "open here anyway")', () => {
    expect(outboundDestination(clickOn(`<a href="https://shop.example/" ${PASS_ATTRIBUTE} data-click>x</a>`), here)).toBeNull();
  });
});
