import { hashString, paletteFromSeed, WHITE } from './palette';
import { fitText, initialsOf, num, svgDocument, textBlock, type FittedText, type RenderedSvg } from './svg';

export interface LogoInput {
  title: string;
  seed: string;
  /** Defaults to a choice by seed. */
  shape?: 'round' | 'square';
}

const SIZE = 256;
const C = SIZE / 2;

type Variant = 'ring' | 'swoosh' | 'roof' | 'split' | 'inverse';

function initialsText(initials: string, maxWidth: number, maxHeight: number): FittedText {
  return fitText(initials, {
    maxWidth: initials.length > 2 ? maxWidth : maxWidth * 0.9,
    maxHeight,
    maxLines: 1,
    maxFontSize: 124,
    minFontSize: 20,
    weight: 'bold',
  });
}

/**
 * An invented logo for a store, webshop or brand (256 × 256): a coloured badge with the initials
 * large and the name small below. Design details vary with the seed.
 */
export function renderLogo(input: LogoInput): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const hash = hashString(`${input.seed}|logo`);
  const shape = input.shape ?? ((hash & 1) === 0 ? 'round' : 'square');
  // The split puts the initials over both shades, which only reaches AA with light text.
  const variants: Variant[] =
    palette.onPrimary === WHITE ? ['ring', 'swoosh', 'roof', 'split', 'inverse'] : ['ring', 'swoosh', 'roof', 'inverse'];
  const variant = variants[(hash >>> 3) % variants.length] ?? 'ring';
  const initials = initialsOf(input.title);
  const parts: string[] = [];
  let defs = '';

  const outline =
    shape === 'round'
      ? `<circle cx="${C}" cy="${C}" r="124"/>`
      : `<rect x="4" y="4" width="248" height="248" rx="44"/>`;
  parts.push(outline.replace('/>', ` fill="${palette.primary}"/>`));

  const name = fitText(input.title, {
    maxWidth: variant === 'inverse' ? 156 : 160,
    maxHeight: 44,
    maxLines: 2,
    maxFontSize: 24,
    minFontSize: 11,
    weight: 'bold',
    lineHeight: 1.08,
  });
  const nameTop = (variant === 'inverse' ? 204 : 200) - name.height / 2;

  let big: FittedText;
  let bigTop: number;
  let bigFill = palette.onPrimary;
  switch (variant) {
    case 'ring':
      parts.push(
        shape === 'round'
          ? `<circle cx="${C}" cy="${C}" r="111" fill="none" stroke="${palette.onPrimary}" stroke-opacity="0.5" stroke-width="3"/>`
          : `<rect x="16" y="16" width="224" height="224" rx="34" fill="none" stroke="${palette.onPrimary}" stroke-opacity="0.5" stroke-width="3"/>`,
      );
      big = initialsText(initials, 176, 110);
      bigTop = 112 - big.height / 2;
      break;
    case 'swoosh': {
      big = initialsText(initials, 176, 96);
      bigTop = 106 - big.height / 2;
      const y = bigTop + big.fontSize * 0.93 + 12;
      parts.push(
        `<path d="M${C - 74} ${num(y)}Q${C} ${num(y + 22)} ${C + 78} ${num(y - 8)}" fill="none" stroke="${palette.accent}" stroke-width="8" stroke-linecap="round"/>`,
      );
      break;
    }
    case 'roof':
      parts.push(
        `<path d="M${C - 62} 70L${C} 34L${C + 62} 70" fill="none" stroke="${palette.accent}" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
      big = initialsText(initials, 170, 88);
      bigTop = 122 - big.height / 2;
      break;
    case 'split':
      defs = `<clipPath id="logo-shape">${outline}</clipPath>`;
      parts.push(`<path d="M0 ${SIZE}L${SIZE} 0L${SIZE} ${SIZE}Z" fill="${palette.primaryDark}" clip-path="url(#logo-shape)"/>`);
      parts.push(`<rect x="0" y="150" width="${SIZE}" height="6" fill="${palette.accent}" clip-path="url(#logo-shape)"/>`);
      big = initialsText(initials, 176, 100);
      bigTop = 98 - big.height / 2;
      break;
    case 'inverse':
      parts.push(
        shape === 'round'
          ? `<circle cx="${C}" cy="98" r="72" fill="${WHITE}"/>`
          : `<rect x="58" y="28" width="140" height="140" rx="28" fill="${WHITE}"/>`,
      );
      parts.push(`<rect x="${C - 30}" y="174" width="60" height="6" rx="3" fill="${palette.accent}"/>`);
      big = initialsText(initials, 112, 76);
      bigTop = 98 - big.height / 2;
      bigFill = palette.primaryDark;
      break;
  }
  parts.push(textBlock(big, { x: C, top: bigTop, fill: bigFill, anchor: 'middle' }));
  parts.push(textBlock(name, { x: C, top: nameTop, fill: palette.onPrimary, anchor: 'middle' }));

  return {
    svg: svgDocument({ width: SIZE, height: SIZE, title: input.title, defs, body: parts.join('') }),
    width: SIZE,
    height: SIZE,
  };
}
