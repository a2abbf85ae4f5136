import { describe, expect, it } from 'vitest';
import { MEMBER_HTML, safeUrl, sanitizeHtml } from './sanitize-html';

/** Anything that could run script or load a foreign frame in the sanitised output. */
function assertInert(html: string): void {
  const lower = html.toLowerCase();
  expect(lower).not.toMatch(/<\s*(script|style|iframe|object|embed|svg|math|form|input|link|meta|base|template|frame)/);
  expect(lower).not.toMatch(/\son[a-z]+\s*=/);
  expect(lower).not.toMatch(/(href|src)\s*=\s*"\s*(javascript|data|vbscript):/);
  expect(lower).not.toMatch(/\sstyle\s*=/);
}

describe('sanitizeHtml', () => {
  it('keeps the allowed markup', () => {
    const html =
      '<h2>Titel</h2><p>Een <strong>sterke</strong> en <em>schuine</em> tekst<br>regel</p>' +
      '<h3>Sub</h3><h4>Subsub</h4><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>' +
      '<table><caption>Prijzen</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>';
    expect(sanitizeHtml(html)).toBe(
      '<h2>Titel</h2><p>Een <strong>sterke</strong> en <em>schuine</em> tekst<br>regel</p>' +
        '<h3>Sub</h3><h4>Subsub</h4><ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>' +
        '<table><caption>Prijzen</caption><thead><tr><th scope="col">A</th></tr></thead><tbody><tr><td colspan="2">1</td></tr></tbody></table>',
    );
  });

  it('keeps safe links with rel noopener and safe images', () => {
    expect(sanitizeHtml('<a href="https://example.com/a?b=1&amp;c=2" target="_blank" title="Ga">x</a>')).toBe(
      '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" title="Ga" rel="noopener">x</a>',
    );
    expect(sanitizeHtml('<a href="/promos">x</a>')).toBe('<a href="/promos" rel="noopener">x</a>');
    expect(sanitizeHtml('<a href="mailto:info@example.com">mail</a>')).toBe('<a href="mailto:info@example.com" rel="noopener">mail</a>');
    expect(sanitizeHtml('<a href="#top">top</a>')).toBe('<a href="#top" rel="noopener">top</a>');
    expect(sanitizeHtml('<img src="/api/media/generated/article/1.svg" alt="Foto" width="300">')).toBe(
      '<img src="/api/media/generated/article/1.svg" alt="Foto" width="300" loading="lazy">',
    );
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png">')).toBe('<img src="https://cdn.example.com/a.png" alt="" loading="lazy">');
  });

  it('renames common synonyms and unwraps unknown elements', () => {
    expect(sanitizeHtml('<h1>A</h1><b>b</b><i>i</i><h6>h</h6>')).toBe('<h2>A</h2><strong>b</strong><em>i</em><h4>h</h4>');
    expect(sanitizeHtml('<div class="x"><span id="y">tekst</span></div>')).toBe('tekst');
  });

  it('removes script and style elements with their content', () => {
    expect(sanitizeHtml('<p>a<script>alert(1)</script>b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<p>a<SCRIPT type="text/javascript">alert("</p>")</SCRIPT >b</p>')).toBe('<p>ab</p>');
    expect(sanitizeHtml('<style>body{display:none}</style><p>x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<p>x</p><script>never closed')).toBe('<p>x</p>');
  });

  it('removes event handler and style attributes', () => {
    expect(sanitizeHtml('<p onclick="alert(1)" style="color:red" class="c">x</p>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<img src="/a.png" onerror="alert(1)">')).toBe('<img src="/a.png" alt="" loading="lazy">');
    expect(sanitizeHtml('<a href="/x" onmouseover=alert(1)>x</a>')).toBe('<a href="/x" rel="noopener">x</a>');
  });

  it('removes iframes, objects, embeds, forms and svg', () => {
    expect(sanitizeHtml('<iframe src="https://evil.example"></iframe><p>ok</p>')).toBe('<p>ok</p>');
    expect(sanitizeHtml('<object data="x.swf"><param name="a"></object><embed src="x.swf">ok')).toBe('ok');
    expect(sanitizeHtml('<form action="/x"><input name="a"><button>Go</button></form>')).toBe('Go');
    expect(sanitizeHtml('<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>ok')).toBe('ok');
    expect(sanitizeHtml('<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>')).toBe('');
  });

  it('drops javascript:, data: and other dangerous URLs', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href=" &#106;avascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="jav&#x09;ascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="java\nscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="javascript&colon;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="vbscript:msgbox(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="//evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<a href="/\\evil.example/">x</a>')).toBe('<a>x</a>');
    expect(sanitizeHtml('<img src="http://insecure.example/a.png">')).toBe('');
    expect(sanitizeHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>">')).toBe('');
  });

  it('escapes text and keeps character references', () => {
    expect(sanitizeHtml('5 < 6 & 7 > 3')).toBe('5 &lt; 6 &amp; 7 &gt; 3');
    expect(sanitizeHtml('<p>caf&eacute; &#8364; &amp; &lt;script&gt;</p>')).toBe('<p>caf&eacute; &#8364; &amp; &lt;script&gt;</p>');
    expect(sanitizeHtml('<p>a\u0000b</p>')).toBe('<p>ab</p>');
  });

  it('balances and closes elements', () => {
    expect(sanitizeHtml('<p><strong>open')).toBe('<p><strong>open</strong></p>');
    expect(sanitizeHtml('</p></div>text</strong>')).toBe('text');
    expect(sanitizeHtml('<ul><li>a<li>b</ul>')).toBe('<ul><li>a<li>b</li></li></ul>');
  });

  it('drops comments, doctypes and processing instructions', () => {
    expect(sanitizeHtml('<!DOCTYPE html><!-- <script>alert(1)</script> --><?xml version="1.0"?><p>x</p><![CDATA[<script>]]>')).toBe('<p>x</p>');
    expect(sanitizeHtml('<!-- unterminated <p>x</p>')).toBe('');
  });

  const payloads = [
    '<script>alert(1)</script>',
    '<img src=x onerror=alert(1)>',
    '<svg/onload=alert(1)>',
    '<body onload=alert(1)>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<a href="javascript:alert(1)">click</a>',
    '<a href="  javascript:alert(1)">click</a>',
    '<a href="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">x</a>',
    '<IMG SRC="jav&#x0D;ascript:alert(\'XSS\');">',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '<p style="x:expression(alert(1))">x</p>',
    '<scr<script>ipt>alert(1)</scr</script>ipt>',
    '<<script>alert(1);//<</script>',
    '<img """><script>alert(1)</script>">',
    '<a href="x" onclick=alert(1)//>x</a>',
    '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
    '<link rel="stylesheet" href="javascript:alert(1)">',
    '<base href="javascript:alert(1)//">',
    '<object data="javascript:alert(1)">',
    '<embed src="data:text/html,<script>alert(1)</script>">',
    '<form><button formaction="javascript:alert(1)">x</button></form>',
    '<math><a xlink:href="javascript:alert(1)">x</a></math>',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
    '<template><script>alert(1)</script></template>',
    '<img src="x" alt="`"><script>alert(1)</script>`">',
    '<a href="/x"title="a"onmouseover="alert(1)">x</a>',
    '<p><textarea><img src=x onerror=alert(1)></textarea></p>',
    '<a href="https://ok.example" style="position:fixed;top:0">x</a>',
    '<img src="https://ok.example/a.png" srcset="javascript:alert(1)">',
    '<table background="javascript:alert(1)"><tr><td onmouseover="alert(1)">x</td></tr></table>',
    '<a href="java\u0000script:alert(1)">x</a>',
    '<a href="\u0001javascript:alert(1)">x</a>',
    '<plaintext><script>alert(1)</script>',
    '<xmp><img src=x onerror=alert(1)></xmp>',
    '<style><img src=x onerror=alert(1)></style>',
  ];

  it.each(payloads)('neutralises %s', (payload) => {
    const output = sanitizeHtml(payload);
    assertInert(output);
    // Sanitising the output again changes nothing: the output is already in its canonical form.
    expect(sanitizeHtml(output)).toBe(output);
  });

  it('reads only its own tables: names of Object.prototype are neither elements nor attribute rules', () => {
    // Before: `rules.constructor` was Object, so the attribute was kept with its value unescaped.
    const hostile = `<a href="/x" constructor='x" onmouseover="alert(1)'>a</a><a valueOf="1" hasOwnProperty="1" toString="1">b</a><constructor name="1" length="2">c</constructor><__proto__>d</__proto__>`;
    const html = sanitizeHtml(hostile);
    assertInert(html);
    expect(html).toBe('<a href="/x" rel="noopener">a</a><a>b</a>c&lt;__proto__&gt;d&lt;/__proto__&gt;');
  });

  it('handles empty, huge and pathological input quickly', () => {
    expect(sanitizeHtml('')).toBe('');
    expect(sanitizeHtml(null)).toBe('');
    const started = Date.now();
    sanitizeHtml('<a '.repeat(50_000));
    sanitizeHtml('<p>'.repeat(50_000));
    sanitizeHtml('<script>'.repeat(20_000));
    sanitizeHtml('&'.repeat(100_000));
    sanitizeHtml('<svg>'.repeat(20_000));
    expect(Date.now() - started).toBeLessThan(3000);
  });
});

describe('sanitizeHtml for what members write', () => {
  it('keeps text structure and links (as user content), drops pictures, tables and headings', () => {
    const html = sanitizeHtml(
      '<h2>Kop</h2><p>Zie <a href="https://shop.example/x">hier</a> <img src="https://tracker.example/p.gif" onerror="alert(1)"></p><table><tr><td>cel</td></tr></table><ul><li><b>vet</b></li></ul>',
      MEMBER_HTML,
    );
    assertInert(html);
    expect(html).toBe('Kop<p>Zie <a href="https://shop.example/x" rel="nofollow ugc noopener">hier</a> </p>cel<ul><li><strong>vet</strong></li></ul>');
  });
});

describe('safeUrl', () => {
  it('accepts http(s), mailto and relative links', () => {
    expect(safeUrl('https://example.com', 'link')).toBe('https://example.com');
    expect(safeUrl('http://example.com/x', 'link')).toBe('http://example.com/x');
    expect(safeUrl('mailto:a@b.c', 'link')).toBe('mailto:a@b.c');
    expect(safeUrl('../a/b', 'link')).toBe('../a/b');
    expect(safeUrl('page?x=a:b', 'link')).toBe('page?x=a:b');
  });

  it('refuses everything else', () => {
    expect(safeUrl('ftp://example.com', 'link')).toBeNull();
    expect(safeUrl('mailto:a@b.c', 'image')).toBeNull();
    expect(safeUrl('http://example.com/a.png', 'image')).toBeNull();
    expect(safeUrl('https:example.com', 'link')).toBeNull();
    expect(safeUrl('a:b/c', 'link')).toBeNull();
    expect(safeUrl('', 'link')).toBeNull();
    expect(safeUrl(`/${'a'.repeat(3000)}`, 'link')).toBeNull();
  });
});
