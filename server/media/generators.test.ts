// @vitest-environment jsdom
import { renderArticleImage } from './article-image';
import { layoutFolderItems } from './folder-layout';
import { folderRectToPixels, renderFolderCover, renderFolderPage, type FolderPageItem } from './folder-page';
import { renderLogo } from './logo';
import { createRng, paletteFromSeed } from './palette';
import { renderPrizeImage } from './prize-image';
import { renderProductImage } from './product-image';
import { renderPromoImage } from './promo-image';
import type { RenderedSvg } from './svg';
import { drawnExtent, parseSvg, SVG_NS } from './test-support';

const HOSTILE = `<script>alert("x")</script> & 'quotes' "double" ]]> <!-- --> &amp;`;
const LONG = 'Extra grote familieverpakking gemengde Belgische pralines met hazelnoot en karamel 1 kg';

const sampleItems: Array<Omit<FolderPageItem, 'rect' | 'id'>> = [
  { title: 'Coca-Cola Zero 6 x 1,5 L', newPrice: 7.99, oldPrice: 10.74, discountText: null },
  { title: HOSTILE, newPrice: 2.49, oldPrice: 3.29, discountText: '1+1 gratis' },
  { title: 'Jupiler bier blik 24 x 33 cl', newPrice: 13.99, oldPrice: null, discountText: '-25%' },
  { title: LONG, newPrice: 1234.56, oldPrice: 9999.99, discountText: '2de aan halve prijs <b>&</b>' },
  { title: 'Griekse yoghurt', newPrice: 2.15, oldPrice: null, discountText: null },
  { title: 'Tandpasta', newPrice: null, oldPrice: null, discountText: '3 voor 2' },
  { title: 'Supercalifragilisticexpialidocious', newPrice: null, oldPrice: 4.5, discountText: null },
  { title: 'Volle melk 1 L', newPrice: 0.99, oldPrice: 1.19, discountText: null },
];

function folderInput(count: number, seed: string, pageNumber: number, locale: 'nl' | 'fr' = 'nl') {
  const rects = layoutFolderItems(count, seed, pageNumber);
  return {
    storeTitle: pageNumber === 1 ? 'Delvaux Markt' : HOSTILE,
    locale,
    pageNumber,
    pageCount: 6,
    validText: locale === 'nl' ? 'Geldig van 12/03 t.e.m. 18/03' : 'Valable du 12/03 au 18/03',
    seed,
    items: rects.map((rect, i) => ({ ...(sampleItems[i] ?? sampleItems[0]!), id: `id ${i}/${seed}`, rect })),
  };
}

const samples: Array<[string, () => RenderedSvg, string]> = [
  ['logo', () => renderLogo({ title: HOSTILE, seed: 'l1', shape: 'round' }), HOSTILE],
  ['square logo', () => renderLogo({ title: 'Delvaux Markt', seed: 'l2', shape: 'square' }), 'Delvaux Markt'],
  ['product', () => renderProductImage({ title: HOSTILE, category: 'Dranken', seed: 'p1' }), HOSTILE],
  ['promo', () => renderPromoImage({ title: HOSTILE, subtitle: HOSTILE, badge: '<CODE>', seed: 'o1' }), HOSTILE],
  ['article', () => renderArticleImage({ title: HOSTILE, category: HOSTILE, seed: 'a1' }), HOSTILE],
  ['prize', () => renderPrizeImage({ title: HOSTILE, points: 1500, seed: 'z1' }), HOSTILE],
  ['folder cover', () => renderFolderCover(folderInput(8, 'f1', 1)), 'Delvaux Markt'],
  ['folder page', () => renderFolderPage(folderInput(8, 'f2', 3, 'fr')), HOSTILE],
];

describe.each(samples)('%s', (_name, render, expectedTitle) => {
  it('is deterministic', () => {
    expect(render().svg).toBe(render().svg);
  });

  it('is a well-formed, self-contained SVG 1.1 document', () => {
    const result = render();
    const doc = parseSvg(result.svg);
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(SVG_NS);
    expect(root.tagName).toBe('svg');
    expect(root.getAttribute('version')).toBe('1.1');
    expect(root.getAttribute('width')).toBe(String(result.width));
    expect(root.getAttribute('height')).toBe(String(result.height));
    expect(root.getAttribute('viewBox')).toBe(`0 0 ${result.width} ${result.height}`);
    expect(root.getAttribute('font-family')).toBe('DejaVu Sans, Arial, Helvetica, sans-serif');
    expect(doc.getElementsByTagName('script')).toHaveLength(0);
    expect(doc.getElementsByTagName('foreignObject')).toHaveLength(0);
    expect(doc.getElementsByTagName('image')).toHaveLength(0);
    expect(result.svg).not.toMatch(/href|<script|javascript:|@import|NaN|undefined|Infinity|\[object/i);
    expect(result.svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(/https?:/);
    for (const element of Array.from(root.querySelectorAll('[clip-path]'))) {
      expect(element.getAttribute('clip-path')).toMatch(/^url\(#[\w-]+\)$/);
    }
  });

  it('names itself with a <title>, keeping hostile text as text', () => {
    const root = parseSvg(render().svg).documentElement;
    const title = root.firstElementChild;
    expect(title?.tagName).toBe('title');
    expect(title?.textContent).toContain(expectedTitle);
    expect(root.getElementsByTagName('script')).toHaveLength(0);
  });
});

describe('renderPrizeImage', () => {
  it('shows the points in the chosen language', () => {
    expect(renderPrizeImage({ title: 'Bon', points: 1500, seed: 'z' }).svg).toContain('1.500 punten');
    expect(renderPrizeImage({ title: 'Bon', points: 1500, seed: 'z', locale: 'fr' }).svg).toContain('1\u00a0500 points');
  });
});

describe('renderLogo', () => {
  it('shows the initials large and the name', () => {
    const doc = parseSvg(renderLogo({ title: 'Delvaux Markt', seed: 'x' }).svg);
    const texts = Array.from(doc.getElementsByTagName('text')).map((t) => t.textContent);
    expect(texts).toContain('DM');
    expect(texts.join(' ')).toContain('Delvaux Markt');
  });

  it('uses the requested shape', () => {
    const backdrop = (shape: 'round' | 'square', seed: string) =>
      Array.from(parseSvg(renderLogo({ title: 'A', seed, shape }).svg).documentElement.children).find(
        (child) => child.tagName !== 'title' && child.tagName !== 'defs',
      )?.tagName;
    for (const seed of ['s', 't', 'u', 'v', 'w']) {
      expect(backdrop('round', seed)).toBe('circle');
      expect(backdrop('square', seed)).toBe('rect');
    }
  });
});

describe('renderFolderPage', () => {
  const seeds = ['Delvaux Markt', 'Colmar', 'Okay Plus', 'seed-x', 'Épicerie Léon'];

  it('keeps everything of an item inside its rectangle', () => {
    let checked = 0;
    for (const seed of seeds) {
      for (const pageNumber of [1, 2]) {
        for (let count = 1; count <= 8; count++) {
          const input = folderInput(count, `${seed}-${count}`, pageNumber, pageNumber === 1 ? 'nl' : 'fr');
          const doc = parseSvg(renderFolderPage(input).svg);
          const groups = Array.from(doc.querySelectorAll('g[id^="item-"]'));
          expect(groups).toHaveLength(count);
          groups.forEach((group, i) => {
            const item = input.items[i];
            if (!item) throw new Error('missing item');
            const box = folderRectToPixels(item.rect);
            const extent = drawnExtent(group);
            const where = `${seed} p${pageNumber} ${count} items, item ${i} ${JSON.stringify(extent)} vs ${JSON.stringify(box)}`;
            const tolerance = 0.02;
            if (
              extent.minX < box.x - tolerance ||
              extent.minY < box.y - tolerance ||
              extent.maxX > box.x + box.width + tolerance ||
              extent.maxY > box.y + box.height + tolerance
            ) {
              throw new Error(`Item drawn outside its rectangle: ${where}`);
            }
            expect(group.getAttribute('clip-path')).toMatch(/^url\(#clip-\d+\)$/);
            checked++;
          });
        }
      }
    }
    expect(checked).toBe(seeds.length * 2 * 36);
  });

  it('keeps random items inside their rectangles', () => {
    const random = createRng('fuzz');
    const words = ['Pralines', 'XXL', 'WWWWWWWWWWWWWWWWWWWW', 'à', 'volle', 'melk', '&', '<b>', '1,5 L', 'Ψ', '😀', 'Coca-Cola', 'x'];
    const phrase = (max: number) =>
      Array.from({ length: 1 + Math.floor(random() * max) }, () => words[Math.floor(random() * words.length)] ?? '').join(' ');
    const price = () => (random() < 0.2 ? null : Math.round(random() * 10 ** (1 + Math.floor(random() * 5))) / 100);
    for (let page = 0; page < 60; page++) {
      const count = 1 + (page % 8);
      const pageNumber = 1 + (page % 3);
      const rects = layoutFolderItems(count, `fuzz-${page}`, pageNumber);
      const items = rects.map((rect, i) => ({
        id: i,
        title: phrase(14),
        newPrice: price(),
        oldPrice: price(),
        discountText: random() < 0.5 ? null : phrase(6),
        rect,
      }));
      const doc = parseSvg(
        renderFolderPage({ storeTitle: phrase(5), locale: page % 2 ? 'fr' : 'nl', pageNumber, pageCount: 3, validText: phrase(8), items, seed: `fuzz-${page}` }).svg,
      );
      items.forEach((item, i) => {
        const box = folderRectToPixels(item.rect);
        const extent = drawnExtent(doc.getElementById(`item-${i}`)!);
        const inside =
          extent.minX >= box.x - 0.02 &&
          extent.minY >= box.y - 0.02 &&
          extent.maxX <= box.x + box.width + 0.02 &&
          extent.maxY <= box.y + box.height + 0.02;
        if (!inside) throw new Error(`page ${page} item ${i} ${JSON.stringify(item)} drawn at ${JSON.stringify(extent)}`);
      });
    }
  });

  it('shows each item title, new price, old price and discount', () => {
    const input = folderInput(5, 'content', 2, 'nl');
    const doc = parseSvg(renderFolderPage(input).svg);
    // Lines of a text are separate tspans; join them the way they read.
    const group = (i: number) => {
      const g = doc.getElementById(`item-id_${i}_content`);
      if (!g) throw new Error(`no item ${i}`);
      const texts = Array.from(g.getElementsByTagName('text')).map((text) => {
        const spans = Array.from(text.getElementsByTagName('tspan'));
        if (spans.length === 0) return text.textContent ?? '';
        return spans.map((span) => `${span.hasAttribute('x') ? ' ' : ''}${span.textContent ?? ''}`).join('');
      });
      return { textContent: texts.join(' '), getElementsByTagName: (name: string) => g.getElementsByTagName(name) };
    };
    expect(group(0).textContent).toContain('Coca-Cola');
    expect(group(0).textContent).toContain('€\u00a07,99');
    expect(group(0).textContent).toContain('€ 10,74');
    expect(group(0).textContent).toContain('-26%');
    expect(group(1).textContent).toContain('<script>');
    expect(group(1).textContent).toContain('1+1 gratis');
    expect(group(3).textContent).toContain('1.234');
    // The old price is struck through by a line drawn across it.
    expect(group(0).getElementsByTagName('line').length).toBeGreaterThan(0);
    expect(group(4).getElementsByTagName('line')).toHaveLength(0);
  });

  it('writes French prices and page labels', () => {
    const svg = renderFolderPage(folderInput(2, 'fr', 2, 'fr')).svg;
    expect(svg).toContain('10,74 €');
    expect(svg).toContain('Page 2/6');
    expect(svg).toContain('Valable du 12/03 au 18/03');
  });

  it('draws text only in colours that reach AA on the store palette', () => {
    const seed = 'Colmar';
    const palette = paletteFromSeed(seed);
    const allowed = new Set([palette.onPrimary, palette.onPrimaryDark, palette.onAccent, palette.onTag, palette.ink, palette.muted, palette.primaryDark]);
    const doc = parseSvg(renderFolderPage(folderInput(8, seed, 1)).svg);
    for (const text of Array.from(doc.getElementsByTagName('text'))) {
      const fill = text.getAttribute('fill') ?? '';
      // Package labels use the ink colour on white as well.
      expect(allowed.has(fill) || fill === '#1a1a1a').toBe(true);
    }
  });

  it('stays below 40 KB even with 8 long items', () => {
    for (const seed of ['a', 'b', 'c', 'd']) {
      const input = folderInput(8, seed, 1);
      const items = input.items.map((item) => ({ ...item, title: LONG, discountText: 'Tweede aan halve prijs bij aankoop van twee' }));
      expect(new TextEncoder().encode(renderFolderPage({ ...input, items }).svg).length).toBeLessThan(40_000);
    }
  });

  it('detects drawing outside a rectangle (the check itself can fail)', () => {
    const doc = parseSvg(
      '<svg xmlns="http://www.w3.org/2000/svg"><g id="g"><rect x="10" y="10" width="50" height="20" stroke="#000" stroke-width="4"/><text x="60" y="30" font-size="20" text-anchor="middle">Wide text</text></g></svg>',
    );
    const extent = drawnExtent(doc.getElementById('g')!);
    expect(extent.minX).toBe(8);
    expect(extent.maxX).toBeGreaterThan(100);
    expect(() => parseSvg('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')).toThrow(/well-formed/);
  });
});
