import {
  FOLDER_PAGE_HEIGHT,
  FOLDER_PAGE_WIDTH,
  FOOTER_FRACTION,
  headerFraction,
  type FolderRect,
} from './folder-layout';
import { discountLabel, drawPrices } from './folder-price-tag';
import { paletteFromSeed, WHITE, type Palette } from './palette';
import { drawBurst, drawPackage, packageColours, packageKindFor } from './shapes';
import {
  clamp,
  fitText,
  initialsOf,
  inset,
  num,
  svgDocument,
  textBlock,
  type Box,
  type Locale,
  type RenderedSvg,
} from './svg';

export interface FolderPageItem {
  id: string | number;
  title: string;
  newPrice: number | null;
  oldPrice: number | null;
  discountText: string | null;
  /** Where the item sits, in fractions (0..1) of the page; see `layoutFolderItems`. */
  rect: FolderRect;
}

export interface FolderPageInput {
  storeTitle: string;
  locale: Locale;
  pageNumber: number;
  pageCount: number;
  /** Shown as given, e.g. "Geldig van 12/03 t.e.m. 18/03". */
  validText: string;
  items: readonly FolderPageItem[];
  /** Seed of the store, so every page of a store shares its colours. */
  seed: string;
}

const W = FOLDER_PAGE_WIDTH;
const H = FOLDER_PAGE_HEIGHT;

const COPY = {
  nl: {
    tagline: 'Promoties van deze week',
    legal: 'Zolang de voorraad strekt · Prijzen incl. btw',
    page: (n: number, m: number) => `Pagina ${n}/${m}`,
    title: (store: string, n: number, m: number) => `${store} folder, pagina ${n} van ${m}`,
  },
  fr: {
    tagline: 'Promotions de la semaine',
    legal: 'Jusqu’à épuisement du stock · Prix TVA comprise',
    page: (n: number, m: number) => `Page ${n}/${m}`,
    title: (store: string, n: number, m: number) => `Dépliant ${store}, page ${n} sur ${m}`,
  },
} as const;

/** Safe id fragment for `id` attributes (XML names may not contain most punctuation). */
function idFragment(id: string | number): string {
  const cleaned = String(id).replace(/[^A-Za-z0-9_-]/g, '_');
  return cleaned === '' ? '_' : cleaned;
}

function drawItem(item: FolderPageItem, area: Box, locale: Locale, palette: Palette, seed: string): string {
  const parts: string[] = [];
  const radius = clamp(Math.min(area.width, area.height) * 0.05, 8, 16);
  parts.push(
    `<rect x="${num(area.x + 5)}" y="${num(area.y + 5)}" width="${num(area.width - 5)}" height="${num(area.height - 5)}" rx="${num(radius)}" fill="#000000" fill-opacity="0.1"/>`,
  );
  const card: Box = { x: area.x + 1.5, y: area.y + 1.5, width: area.width - 7, height: area.height - 7 };
  parts.push(
    `<rect class="card" x="${num(card.x)}" y="${num(card.y)}" width="${num(card.width)}" height="${num(card.height)}" rx="${num(radius)}" fill="${WHITE}" stroke="${palette.frame}" stroke-width="3"/>`,
  );
  const pad = clamp(Math.min(card.width, card.height) * 0.06, 8, 22);
  const inner = inset(card, pad);
  const discount = discountLabel(item);
  const hasPriceZone = item.newPrice !== null || item.oldPrice !== null;
  const itemSeed = `${seed}|item|${item.id}`;
  const kind = packageKindFor(item.title, itemSeed);
  const firstWord = item.title.trim().split(/\s+/)[0] ?? '';
  const burstRadius = clamp(Math.min(inner.width, inner.height) * 0.19, 24, 74);
  const wide = card.width / card.height >= 1.25;

  let illustration: Box;
  let burstCentre: { x: number; y: number };
  if (wide) {
    const illustrationWidth = Math.min(inner.width * 0.42, inner.height * 1.05);
    illustration = { x: inner.x, y: inner.y, width: illustrationWidth, height: inner.height };
    const column: Box = {
      x: inner.x + illustrationWidth + pad,
      y: inner.y,
      width: inner.width - illustrationWidth - pad,
      height: inner.height,
    };
    const priceHeight = hasPriceZone ? clamp(inner.height * 0.4, 40, 150) : 0;
    const title = fitText(item.title, {
      maxWidth: column.width,
      maxHeight: column.height - priceHeight - pad,
      maxLines: 4,
      maxFontSize: clamp(inner.height * 0.16, 15, 42),
      minFontSize: 13,
      weight: 'bold',
      lineHeight: 1.12,
      balance: true,
    });
    parts.push(textBlock(title, { x: column.x, top: column.y, fill: palette.ink }));
    if (hasPriceZone) {
      const zone: Box = { x: column.x, y: column.y + column.height - priceHeight, width: column.width, height: priceHeight };
      parts.push(drawPrices(item, zone, locale, palette).svg);
    }
    burstCentre = { x: inner.x + burstRadius, y: inner.y + burstRadius };
  } else {
    const priceHeight = hasPriceZone ? clamp(inner.height * 0.24, 40, 130) : 0;
    const priceTop = inner.y + inner.height - priceHeight;
    const title = fitText(item.title, {
      maxWidth: inner.width,
      maxHeight: Math.max(14, inner.height * 0.24),
      maxLines: 3,
      maxFontSize: clamp(inner.width * 0.072, 14, 44),
      minFontSize: 13,
      weight: 'bold',
      lineHeight: 1.12,
      balance: true,
    });
    const titleTop = priceTop - (hasPriceZone ? pad * 0.6 : 0) - title.height;
    parts.push(textBlock(title, { x: inner.x, top: titleTop, fill: palette.ink }));
    if (hasPriceZone) {
      const zone: Box = { x: inner.x, y: priceTop, width: inner.width, height: priceHeight };
      parts.push(drawPrices(item, zone, locale, palette).svg);
    }
    const illustrationBottom = titleTop - pad * 0.6;
    illustration = {
      x: inner.x + (discount ? burstRadius * 0.5 : 0),
      y: inner.y,
      width: inner.width - (discount ? burstRadius : 0),
      height: illustrationBottom - inner.y,
    };
    burstCentre = { x: inner.x + inner.width - burstRadius, y: inner.y + burstRadius };
  }
  const drawn: string[] = [];
  if (illustration.height >= 30 && illustration.width >= 24) {
    drawn.push(drawPackage(kind, illustration, packageColours(itemSeed), { labelText: firstWord }));
  }
  if (discount) drawn.push(drawBurst(burstCentre.x, burstCentre.y, burstRadius, discount, palette.accent, palette.onAccent));
  // The illustration goes under the texts so a big package never hides a price.
  return `${parts.slice(0, 2).join('')}${drawn.join('')}${parts.slice(2).join('')}`;
}

function storeMark(cx: number, cy: number, r: number, storeTitle: string, palette: Palette): string {
  const initials = initialsOf(storeTitle);
  const fitted = fitText(initials, {
    maxWidth: r * 1.4,
    maxHeight: r * 1.2,
    maxLines: 1,
    maxFontSize: r * 1.05,
    minFontSize: 8,
    weight: 'bold',
  });
  return (
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${WHITE}"/>` +
    `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.86)}" fill="none" stroke="${palette.accent}" stroke-width="${num(r * 0.07)}"/>` +
    textBlock(fitted, { x: cx, top: cy - fitted.height / 2 + fitted.fontSize * 0.04, fill: palette.primaryDark, anchor: 'middle' })
  );
}

function coverHeader(input: FolderPageInput, palette: Palette): string {
  const band = H * headerFraction(1);
  const copy = COPY[input.locale];
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${W}" height="${num(band)}" fill="${palette.primary}"/>`);
  parts.push(
    `<circle cx="${num(W * 0.12)}" cy="${num(band * 1.1)}" r="${num(band * 0.9)}" fill="${WHITE}" fill-opacity="0.08"/>`,
  );
  const slabLeft = W * 0.6;
  parts.push(
    `<path d="M${num(slabLeft + 60)} 0L${W} 0L${W} ${num(band)}L${num(slabLeft)} ${num(band)}Z" fill="${palette.primaryDark}"/>`,
  );
  parts.push(`<rect x="0" y="${num(band - 8)}" width="${W}" height="8" fill="${palette.accent}"/>`);
  const markR = band * 0.32;
  parts.push(storeMark(28 + markR, band / 2 - 4, markR, input.storeTitle, palette));
  const textX = 28 + markR * 2 + 22;
  const textWidthMax = slabLeft - textX - 12;
  const name = fitText(input.storeTitle, {
    maxWidth: textWidthMax,
    maxHeight: band * 0.48,
    maxLines: 2,
    maxFontSize: 62,
    minFontSize: 16,
    weight: 'bold',
    lineHeight: 1.0,
  });
  const tagline = fitText(copy.tagline, {
    maxWidth: textWidthMax,
    maxHeight: 30,
    maxLines: 1,
    maxFontSize: 24,
    minFontSize: 10,
  });
  const blockTop = (band - 8 - name.height - 6 - tagline.height) / 2;
  parts.push(textBlock(name, { x: textX, top: blockTop, fill: palette.onPrimary }));
  parts.push(textBlock(tagline, { x: textX, top: blockTop + name.height + 6, fill: palette.onPrimary }));
  const validArea: Box = { x: slabLeft + 56, y: 14, width: W - slabLeft - 56 - 24, height: band - 8 - 28 };
  const valid = fitText(input.validText, {
    maxWidth: validArea.width,
    maxHeight: validArea.height,
    maxLines: 3,
    maxFontSize: 30,
    minFontSize: 11,
    weight: 'bold',
    lineHeight: 1.15,
  });
  parts.push(
    textBlock(valid, {
      x: validArea.x + validArea.width,
      top: validArea.y + (validArea.height - valid.height) / 2,
      fill: palette.onPrimaryDark,
      anchor: 'end',
    }),
  );
  return parts.join('');
}

function pageHeader(input: FolderPageInput, palette: Palette): string {
  const band = H * headerFraction(input.pageNumber);
  const parts: string[] = [];
  parts.push(`<rect x="0" y="0" width="${W}" height="${num(band)}" fill="${palette.primary}"/>`);
  parts.push(`<rect x="0" y="${num(band - 5)}" width="${W}" height="5" fill="${palette.accent}"/>`);
  const markR = band * 0.32;
  parts.push(storeMark(28 + markR, (band - 5) / 2, markR, input.storeTitle, palette));
  const textX = 28 + markR * 2 + 16;
  const name = fitText(input.storeTitle, {
    maxWidth: W * 0.5 - textX,
    maxHeight: band * 0.6,
    maxLines: 1,
    maxFontSize: 36,
    minFontSize: 12,
    weight: 'bold',
  });
  parts.push(textBlock(name, { x: textX, top: (band - 5 - name.height) / 2, fill: palette.onPrimary }));
  const valid = fitText(input.validText, {
    maxWidth: W * 0.45,
    maxHeight: band * 0.6,
    maxLines: 2,
    maxFontSize: 20,
    minFontSize: 10,
    weight: 'bold',
  });
  parts.push(textBlock(valid, { x: W - 28, top: (band - 5 - valid.height) / 2, fill: palette.onPrimary, anchor: 'end' }));
  return parts.join('');
}

function footer(input: FolderPageInput, palette: Palette): string {
  const top = H * (1 - FOOTER_FRACTION);
  const height = H - top;
  const copy = COPY[input.locale];
  const line = (text: string, maxWidth: number, maxFont: number, bold: boolean) =>
    fitText(text, { maxWidth, maxHeight: height * 0.6, maxLines: 1, maxFontSize: maxFont, minFontSize: 12, weight: bold ? 'bold' : 'normal' });
  const name = line(input.storeTitle, 250, 20, true);
  const legal = line(copy.legal, 420, 14, false);
  const page = line(copy.page(input.pageNumber, input.pageCount), 200, 20, true);
  const centreTop = (fitted: { height: number }) => top + (height - fitted.height) / 2;
  return (
    `<rect x="0" y="${num(top)}" width="${W}" height="${num(height)}" fill="${palette.primaryDark}"/>` +
    textBlock(name, { x: 28, top: centreTop(name), fill: palette.onPrimaryDark }) +
    textBlock(legal, { x: W / 2, top: centreTop(legal), fill: palette.onPrimaryDark, anchor: 'middle' }) +
    textBlock(page, { x: W - 28, top: centreTop(page), fill: palette.onPrimaryDark, anchor: 'end' })
  );
}

function background(pageNumber: number, palette: Palette): string {
  const top = H * headerFraction(pageNumber);
  return (
    `<rect width="${W}" height="${H}" fill="${palette.light}"/>` +
    `<circle cx="${W}" cy="${num(top + 260)}" r="300" fill="${palette.tint}" fill-opacity="0.7"/>` +
    `<circle cx="0" cy="${num(H * 0.82)}" r="240" fill="${palette.tint}" fill-opacity="0.7"/>`
  );
}

/** Pixel box of a rectangle given in page fractions. */
export function folderRectToPixels(rect: FolderRect): Box {
  return { x: rect.x * W, y: rect.y * H, width: rect.width * W, height: rect.height * H };
}

/**
 * One leaflet page (1000 × 1414). Page 1 gets the big store banner; other pages a slim one.
 * Each item is drawn in `<g id="item-{id}">`, clipped to its rectangle.
 */
export function renderFolderPage(input: FolderPageInput): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const pageNumber = Math.max(1, Math.floor(input.pageNumber));
  const pageCount = Math.max(pageNumber, Math.floor(input.pageCount));
  const normalised = { ...input, pageNumber, pageCount };
  const used = new Set<string>();
  const clips: string[] = [];
  const groups: string[] = [];
  input.items.forEach((item, index) => {
    let id = `item-${idFragment(item.id)}`;
    if (used.has(id)) id = `${id}-${index}`;
    used.add(id);
    const area = folderRectToPixels(item.rect);
    clips.push(
      `<clipPath id="clip-${index}"><rect x="${num(area.x)}" y="${num(area.y)}" width="${num(area.width)}" height="${num(area.height)}"/></clipPath>`,
    );
    groups.push(
      `<g id="${id}" clip-path="url(#clip-${index})">${drawItem(item, area, input.locale, palette, input.seed)}</g>`,
    );
  });
  const body =
    background(pageNumber, palette) +
    (pageNumber === 1 ? coverHeader(normalised, palette) : pageHeader(normalised, palette)) +
    groups.join('') +
    footer(normalised, palette);
  return {
    svg: svgDocument({
      width: W,
      height: H,
      title: COPY[input.locale].title(input.storeTitle, pageNumber, pageCount),
      defs: clips.join(''),
      body,
    }),
    width: W,
    height: H,
  };
}

/** The first page of a folder, used as the folder's cover image. */
export function renderFolderCover(input: Omit<FolderPageInput, 'pageNumber'>): RenderedSvg {
  return renderFolderPage({ ...input, pageNumber: 1 });
}
