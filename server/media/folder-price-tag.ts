import type { FolderPageItem } from './folder-page';
import type { Palette } from './palette';
import { ASCENT, clamp, escapeXml, formatEuro, num, priceParts, textLine, textWidth, type Box, type Locale } from './svg';

/** The prices of a folder item as a leaflet prints them: a price tag, the old price struck through, a discount. */

/** The discount shown in the burst: the given text, else the percentage saved, else none. */
export function discountLabel(item: Pick<FolderPageItem, 'newPrice' | 'oldPrice' | 'discountText'>): string | null {
  const text = item.discountText?.trim();
  if (text) return text;
  if (item.newPrice !== null && item.oldPrice !== null && item.oldPrice > 0 && item.newPrice < item.oldPrice) {
    const percent = Math.round((1 - item.newPrice / item.oldPrice) * 100);
    if (percent >= 1) return `-${percent}%`;
  }
  return null;
}

interface PriceSegment {
  text: string;
  scale: number;
  raise: number;
}

/** The new price as leaflet typography: big euros, small raised cents, small euro sign. */
function priceSegments(amount: number, locale: Locale): PriceSegment[] {
  const { sign, whole, cents } = priceParts(amount, locale);
  const big = { text: `${sign}${whole}`, scale: 1, raise: 0 };
  const small = { text: `,${cents}`, scale: 0.52, raise: 0.34 };
  return locale === 'fr'
    ? [big, small, { text: '\u00a0€', scale: 0.4, raise: 0.34 }]
    : [{ text: '€\u00a0', scale: 0.42, raise: 0 }, big, small];
}

function segmentsWidth(segments: readonly PriceSegment[], fontSize: number): number {
  return segments.reduce((sum, s) => sum + textWidth(s.text, fontSize * s.scale, 'bold'), 0);
}

/** Draws the price segments centred on `cx` with the big digits' baseline at `baseline`. */
function priceText(segments: readonly PriceSegment[], cx: number, baseline: number, fontSize: number, fill: string): string {
  let offset = 0;
  const spans = segments
    .map((s) => {
      const target = -s.raise * fontSize;
      const dy = target - offset;
      offset = target;
      const dyAttr = Math.abs(dy) > 0.001 ? ` dy="${num(dy)}"` : '';
      return `<tspan font-size="${num(fontSize * s.scale)}"${dyAttr}>${escapeXml(s.text)}</tspan>`;
    })
    .join('');
  return `<text x="${num(cx)}" y="${num(baseline)}" font-weight="bold" text-anchor="middle" fill="${fill}">${spans}</text>`;
}

interface PriceZone {
  svg: string;
}

/** New price on a tag, old price struck through beside or above it; all inside `zone`. */
export function drawPrices(item: FolderPageItem, zone: Box, locale: Locale, palette: Palette): PriceZone {
  const parts: string[] = [];
  const oldText = item.oldPrice !== null ? formatEuro(item.oldPrice, locale) : null;
  if (item.newPrice === null) {
    if (oldText) parts.push(oldPrice(oldText, zone, palette, 'end'));
    return { svg: parts.join('') };
  }
  const segments = priceSegments(item.newPrice, locale);
  const unitWidth = segmentsWidth(segments, 1);
  const oldFont = clamp(zone.height * 0.26, 12, 30);
  const oldWidth = oldText ? textWidth(oldText, oldFont) + 8 : 0;
  const besides = oldText !== null && zone.width - oldWidth - 10 >= zone.width * 0.5;

  const tagArea: Box = besides
    ? { x: zone.x + oldWidth + 10, y: zone.y, width: zone.width - oldWidth - 10, height: zone.height }
    : oldText
      ? { x: zone.x, y: zone.y + oldFont * 1.3, width: zone.width, height: zone.height - oldFont * 1.3 }
      : zone;
  const padX = Math.max(8, tagArea.height * 0.16);
  const fontSize = Math.min((tagArea.height * 0.8) / ASCENT, (tagArea.width - 2 * padX) / unitWidth);
  const tagWidth = Math.min(tagArea.width, Math.max(unitWidth * fontSize + 2 * padX, tagArea.width * 0.55));
  const tag: Box = { x: tagArea.x + tagArea.width - tagWidth, y: tagArea.y, width: tagWidth, height: tagArea.height };
  const capHeight = fontSize * 0.73;
  parts.push(
    `<rect x="${num(tag.x)}" y="${num(tag.y)}" width="${num(tag.width)}" height="${num(tag.height)}" rx="${num(Math.min(12, tag.height * 0.16))}" fill="${palette.tag}" stroke="${palette.onTag}" stroke-opacity="0.25" stroke-width="2"/>`,
  );
  parts.push(priceText(segments, tag.x + tag.width / 2, tag.y + (tag.height + capHeight) / 2, fontSize, palette.onTag));
  if (oldText) {
    const oldZone: Box = besides
      ? { x: zone.x, y: zone.y, width: oldWidth, height: zone.height }
      : { x: zone.x, y: zone.y, width: zone.width, height: oldFont * 1.3 };
    parts.push(oldPrice(oldText, oldZone, palette, besides ? 'center' : 'end', oldFont));
  }
  return { svg: parts.join('') };
}

/** Old price in muted grey with a line through it (drawn, so it matches in every renderer). */
function oldPrice(text: string, zone: Box, palette: Palette, align: 'center' | 'end', preferred = 22): string {
  const fontSize = Math.min(preferred, (zone.width - 8) / Math.max(1, textWidth(text, 1)), zone.height / (ASCENT + 0.3));
  if (fontSize < 6) return '';
  const width = textWidth(text, fontSize);
  const x = align === 'end' ? zone.x + zone.width - width - 4 : zone.x + (zone.width - width) / 2;
  const baseline = zone.y + (zone.height + fontSize * 0.72) / 2;
  const strikeY = baseline - fontSize * 0.36;
  return (
    textLine(text, x, baseline, fontSize, palette.muted, {
      extra: `textLength="${num(width)}" lengthAdjust="spacingAndGlyphs"`,
    }) +
    `<line x1="${num(x - 3)}" y1="${num(strikeY + fontSize * 0.12)}" x2="${num(x + width + 3)}" y2="${num(strikeY - fontSize * 0.12)}" stroke="${palette.accent}" stroke-width="${num(Math.max(2, fontSize * 0.1))}" stroke-linecap="round"/>`
  );
}
