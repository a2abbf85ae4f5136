import {
  escapeXml,
  fitText,
  formatEuro,
  initialsOf,
  num,
  priceParts,
  svgDocument,
  textWidth,
  wrapText,
} from './svg';

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`<script>&"'`)).toBe('&lt;script&gt;&amp;&quot;&apos;');
  });

  it('does not double-escape and keeps ordinary text', () => {
    expect(escapeXml('Fish & Chips &amp; €')).toBe('Fish &amp; Chips &amp;amp; €');
  });

  it('drops characters XML 1.0 cannot carry and repairs lone surrogates', () => {
    expect(escapeXml('a\u0000b\u0007c\u001fd')).toBe('abcd');
    expect(escapeXml('x\ud800y')).toBe('x\ufffdy');
    expect(escapeXml('tab\tnew\nline')).toBe('tab\tnew\nline');
  });
});

describe('num', () => {
  it('rounds to two decimals without exponent or negative zero', () => {
    expect(num(12.3456)).toBe('12.35');
    expect(num(-0)).toBe('0');
    expect(num(-0.001)).toBe('0');
    expect(num(1e-9)).toBe('0');
    expect(num(3)).toBe('3');
  });

  it('never emits NaN or Infinity', () => {
    expect(num(Number.NaN)).toBe('0');
    expect(num(Number.POSITIVE_INFINITY)).toBe('0');
    expect(num(1e30)).toBe('1000000000');
  });
});

describe('wrapText', () => {
  it('breaks between words within the limit', () => {
    expect(wrapText('Volle melk van de boer 1 L', 10)).toEqual(['Volle melk', 'van de', 'boer 1 L']);
  });

  it('collapses whitespace and returns nothing for blank text', () => {
    expect(wrapText('  a \n  b  ', 10)).toEqual(['a b']);
    expect(wrapText('   ', 10)).toEqual([]);
  });

  it('splits a word longer than a line', () => {
    expect(wrapText('Superkalifragilistisch', 8)).toEqual(['Superkal', 'ifragili', 'stisch']);
  });

  it('ends the last allowed line with an ellipsis when text is cut', () => {
    const lines = wrapText('een twee drie vier vijf zes zeven acht', 10, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith('…')).toBe(true);
    for (const line of lines) expect(Array.from(line).length).toBeLessThanOrEqual(10);
  });
});

describe('euro formatting', () => {
  it('writes Dutch and French Belgian prices', () => {
    expect(formatEuro(12.99, 'nl')).toBe('€ 12,99');
    expect(formatEuro(12.99, 'fr')).toBe('12,99 €');
    expect(formatEuro(0.5, 'nl')).toBe('€ 0,50');
    expect(formatEuro(3, 'fr')).toBe('3,00 €');
  });

  it('groups thousands and rounds to cents', () => {
    expect(formatEuro(1234.5, 'nl')).toBe('€ 1.234,50');
    expect(formatEuro(1234.5, 'fr')).toBe('1\u00a0234,50 €');
    expect(formatEuro(1.005, 'nl')).toBe('€ 1,01');
    expect(formatEuro(0.1 + 0.2, 'nl')).toBe('€ 0,30');
    expect(priceParts(1999.999, 'nl')).toEqual({ sign: '', whole: '2.000', cents: '00' });
  });
});

describe('text measuring and fitting', () => {
  it('uses DejaVu advance widths', () => {
    expect(textWidth('M', 1000)).toBe(863);
    expect(textWidth('M', 1000, 'bold')).toBe(995);
    expect(textWidth('é', 1000)).toBe(textWidth('e', 1000));
  });

  it('shrinks text until it fits the box without splitting words', () => {
    const fitted = fitText('Granola krokant honing 500 g', {
      maxWidth: 150,
      maxHeight: 60,
      maxLines: 3,
      maxFontSize: 40,
      minFontSize: 8,
      weight: 'bold',
    });
    expect(fitted.cut).toBe(false);
    expect(fitted.height).toBeLessThanOrEqual(60);
    for (const line of fitted.lines) expect(textWidth(line, fitted.fontSize, 'bold')).toBeLessThanOrEqual(150);
    expect(fitted.lines.join(' ')).toBe('Granola krokant honing 500 g');
  });

  it('balances headline lines without adding a line', () => {
    const options = { maxWidth: 540, maxHeight: 400, maxLines: 6, maxFontSize: 70, minFontSize: 26, weight: 'bold' as const };
    const text = 'Zo bespaar je deze zomer op je boodschappen';
    const plain = fitText(text, options);
    const even = fitText(text, { ...options, balance: true });
    expect(even.fontSize).toBe(plain.fontSize);
    expect(even.lines).toHaveLength(plain.lines.length);
    expect(even.lines.join(' ')).toBe(text);
    const shortest = (lines: string[]) => Math.min(...lines.map((line) => line.length));
    expect(shortest(even.lines)).toBeGreaterThan(shortest(plain.lines));
  });

  it('shrinks a short badge rather than split its word, and keeps "%" with its number', () => {
    const badge = (text: string) => fitText(text, { maxWidth: 52, maxHeight: 46, maxLines: 3, maxFontSize: 24.8, minFontSize: 9, weight: 'bold', lineHeight: 1.05 });
    expect(badge('1+1 gratuit').lines).toEqual(['1+1', 'gratuit']);
    expect(badge('-25 %').lines).toEqual(['-25\u00a0%']);
    expect(badge('-25 %').cut).toBe(false);
  });

  it('cuts with an ellipsis at the minimum size', () => {
    const fitted = fitText('word '.repeat(200), { maxWidth: 100, maxHeight: 30, maxLines: 2, maxFontSize: 20, minFontSize: 10 });
    expect(fitted.cut).toBe(true);
    expect(fitted.fontSize).toBe(10);
    expect(fitted.lines.at(-1)?.endsWith('…')).toBe(true);
  });
});

describe('initialsOf', () => {
  it('takes up to three initials, or one letter of a single word', () => {
    expect(initialsOf('Delvaux Markt')).toBe('DM');
    expect(initialsOf('bio planet zuid extra')).toBe('BPZ');
    expect(initialsOf('Colmar')).toBe('C');
    expect(initialsOf('épicerie "Léon"')).toBe('ÉL');
    expect(initialsOf('  ')).toBe('?');
  });
});

describe('svgDocument', () => {
  it('writes the root attributes and an escaped title', () => {
    const svg = svgDocument({ width: 10, height: 20, title: 'A & B', body: '' });
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('viewBox="0 0 10 20"');
    expect(svg).toContain('<title>A &amp; B</title>');
  });
});
