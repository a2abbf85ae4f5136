import { paletteFromSeed, WHITE } from './palette';
import { drawPackage, packageColours, packageKindFor } from './shapes';
import { fitText, num, svgDocument, textBlock, type RenderedSvg } from './svg';

export interface ProductImageInput {
  title: string;
  category: string;
  seed: string;
}

const SIZE = 600;

/** A packshot-like illustration: the packaging on a soft backdrop, the name on a shelf label. */
export function renderProductImage(input: ProductImageInput): RenderedSvg {
  const backdrop = paletteFromSeed(`${input.seed}|backdrop`);
  const palette = paletteFromSeed(input.seed);
  const kind = packageKindFor(`${input.title} ${input.category}`, input.seed);
  const firstWord = input.title.trim().split(/\s+/)[0] ?? '';
  const parts: string[] = [
    `<rect width="${SIZE}" height="${SIZE}" fill="${backdrop.light}"/>`,
    `<circle cx="300" cy="250" r="210" fill="${backdrop.tint}"/>`,
    `<circle cx="300" cy="250" r="150" fill="${WHITE}" fill-opacity="0.55"/>`,
    drawPackage(kind, { x: 140, y: 60, width: 320, height: 376 }, packageColours(input.seed), { labelText: firstWord }),
  ];
  const name = fitText(input.title, {
    maxWidth: 480,
    maxHeight: 84,
    maxLines: 2,
    maxFontSize: 36,
    minFontSize: 14,
    weight: 'bold',
    lineHeight: 1.1,
    balance: true,
  });
  const labelHeight = name.height + 36;
  const labelTop = 456 + (116 - labelHeight) / 2;
  parts.push(
    `<rect x="40" y="${num(labelTop)}" width="520" height="${num(labelHeight)}" rx="16" fill="${WHITE}" stroke="${palette.primary}" stroke-width="4"/>`,
    `<rect x="40" y="${num(labelTop + 12)}" width="10" height="${num(labelHeight - 24)}" fill="${palette.primary}"/>`,
    textBlock(name, { x: 300, top: labelTop + 18, fill: palette.ink, anchor: 'middle' }),
  );
  return {
    svg: svgDocument({ width: SIZE, height: SIZE, title: input.title, body: parts.join('') }),
    width: SIZE,
    height: SIZE,
  };
}
