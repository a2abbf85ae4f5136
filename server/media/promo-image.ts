import { hashString, paletteFromSeed, WHITE } from './palette';
import { drawBurst, drawPackage, packageColours, packageKindFor } from './shapes';
import { fitText, num, svgDocument, textBlock, type RenderedSvg } from './svg';

export interface PromoImageInput {
  title: string;
  /** Smaller line in a pill above the title, e.g. the webshop name. */
  subtitle?: string;
  /** Short text in a starburst, e.g. `-30%` or `CODE`. */
  badge?: string;
  seed: string;
}

const WIDTH = 800;
const HEIGHT = 600;

/** Banner-like image for online promos and user posts. */
export function renderPromoImage(input: PromoImageInput): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const hash = hashString(`${input.seed}|promo`);
  const parts: string[] = [`<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.primary}"/>`];
  for (let i = 0; i < 6; i++) {
    const x = -200 + i * 90;
    parts.push(
      `<path d="M${x} ${HEIGHT}L${x + 40} ${HEIGHT}L${x + 340} 0L${x + 300} 0Z" fill="${WHITE}" fill-opacity="0.06"/>`,
    );
  }
  parts.push(`<circle cx="700" cy="330" r="250" fill="${palette.primaryDark}"/>`);
  parts.push(`<circle cx="610" cy="350" r="165" fill="${WHITE}"/>`);
  parts.push(`<circle cx="610" cy="350" r="150" fill="${palette.tint}"/>`);
  const kind = packageKindFor(`${input.title} ${input.subtitle ?? ''}`, input.seed);
  parts.push(drawPackage(kind, { x: 520, y: 230, width: 180, height: 230 }, packageColours(`${input.seed}|${hash}`)));

  let top = 56;
  if (input.subtitle?.trim()) {
    const pill = fitText(input.subtitle, { maxWidth: 340, maxHeight: 30, maxLines: 1, maxFontSize: 24, minFontSize: 12, weight: 'bold' });
    const pillWidth = pill.width + 36;
    const pillHeight = pill.height + 16;
    parts.push(`<rect x="48" y="${top}" width="${num(pillWidth)}" height="${num(pillHeight)}" rx="${num(pillHeight / 2)}" fill="${WHITE}"/>`);
    parts.push(textBlock(pill, { x: 66, top: top + 8, fill: palette.primaryDark }));
    top += pillHeight + 26;
  }
  const title = fitText(input.title, {
    maxWidth: 390,
    maxHeight: HEIGHT - top - 90,
    maxLines: 5,
    maxFontSize: 62,
    minFontSize: 20,
    weight: 'bold',
    lineHeight: 1.08,
    balance: true,
  });
  parts.push(textBlock(title, { x: 48, top, fill: palette.onPrimary }));
  parts.push(`<rect x="48" y="${HEIGHT - 64}" width="120" height="10" rx="5" fill="${palette.accent}"/>`);
  parts.push(`<rect x="178" y="${HEIGHT - 64}" width="40" height="10" rx="5" fill="${palette.onPrimary}" fill-opacity="0.6"/>`);
  if (input.badge?.trim()) {
    parts.push(`<circle cx="706" cy="140" r="96" fill="${palette.primaryDark}" fill-opacity="0.35"/>`);
    parts.push(drawBurst(700, 132, 92, input.badge.trim(), palette.accent, palette.onAccent));
  }
  const name = [input.title, input.subtitle, input.badge].filter((part) => part?.trim()).join(' – ');
  return { svg: svgDocument({ width: WIDTH, height: HEIGHT, title: name, body: parts.join('') }), width: WIDTH, height: HEIGHT };
}
