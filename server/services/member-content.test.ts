import { describe, expect, it } from 'vitest';
import { memberContentHtml } from './member-content';

describe('memberContentHtml', () => {
  it('runs nothing a member typed', () => {
    const html = memberContentHtml('<img src=x onerror="fetch(1)">Goede deal <script>alert(1)</script><a href="javascript:alert(1)">hier</a>');
    expect(html).toBe('<p>Goede deal <a>hier</a></p>');
  });

  it('keeps a plain text’s paragraphs and line breaks, and its angle brackets as text', () => {
    expect(memberContentHtml('Eerste regel\nTweede regel\n\n  Nieuwe alinea: 5 < 10 & 3 > 2  \r\n\r\n\n')).toBe(
      '<p>Eerste regel<br>Tweede regel</p><p>Nieuwe alinea: 5 &lt; 10 &amp; 3 &gt; 2</p>',
    );
  });

  it('keeps paragraphs written as markup, and balances an element left open across a blank line', () => {
    expect(memberContentHtml('<p>Een</p>\n\n<p>Twee</p>')).toBe('<p>Een</p>\n\n<p>Twee</p>');
    expect(memberContentHtml('<strong>vet\n\nnog vet</strong>')).toBe('<p><strong>vet</strong></p><p>nog vet</p>');
    expect(memberContentHtml('')).toBe('');
    expect(memberContentHtml(null)).toBe('');
  });
});
