import { paletteFromSeed } from '../media/palette';
import { fitText, initialsOf, svgDocument, textBlock, type RenderedSvg } from '../media/svg';

const SIZE = 256;

/** A round badge with a user's initials (the default avatar when none was uploaded). */
export function renderAvatar(input: { name: string; seed: string }): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const initials = Array.from(initialsOf(input.name)).slice(0, 2).join('');
  const fitted = fitText(initials, { maxWidth: SIZE * 0.62, maxHeight: SIZE * 0.42, maxLines: 1, maxFontSize: 120, minFontSize: 24, weight: 'bold' });
  const top = (SIZE - fitted.height) / 2;
  return {
    svg: svgDocument({
      width: SIZE,
      height: SIZE,
      title: input.name,
      body:
        `<circle cx="${SIZE / 2}" cy="${SIZE / 2}" r="${SIZE / 2}" fill="${palette.primary}"/>` +
        textBlock(fitted, { x: SIZE / 2, top, fill: palette.onPrimary, anchor: 'middle' }),
    }),
    width: SIZE,
    height: SIZE,
  };
}
