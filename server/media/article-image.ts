import { createRng, paletteFromSeed, WHITE } from './palette';
import { drawPackage, packageColours, packageKindFor } from './shapes';
import { fitText, num, svgDocument, textBlock, type RenderedSvg } from './svg';

export interface ArticleImageInput {
  title: string;
  category: string;
  seed: string;
}

const WIDTH = 1200;
const HEIGHT = 675;

/** Editorial header image for news articles: title on the left, a graphic panel on the right. */
export function renderArticleImage(input: ArticleImageInput): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const random = createRng(`${input.seed}|article`);
  const parts: string[] = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="${palette.light}"/>`,
    `<path d="M700 0L${WIDTH} 0L${WIDTH} ${HEIGHT}L640 ${HEIGHT}Q760 340 700 0Z" fill="${palette.primary}"/>`,
  ];
  for (let i = 0; i < 7; i++) {
    const cx = 780 + random() * 380;
    const cy = 40 + random() * 600;
    const r = 14 + random() * 46;
    const fill = i % 3 === 0 ? palette.accent : i % 3 === 1 ? palette.primarySoft : WHITE;
    parts.push(`<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" fill-opacity="${i % 3 === 2 ? 0.18 : 0.9}"/>`);
  }
  parts.push(`<circle cx="930" cy="350" r="200" fill="${WHITE}" fill-opacity="0.92"/>`);
  const kind = packageKindFor(`${input.category} ${input.title}`, input.seed);
  parts.push(drawPackage(kind, { x: 820, y: 220, width: 220, height: 260 }, packageColours(`${input.seed}|art`)));

  const pill = fitText(input.category, { maxWidth: 460, maxHeight: 34, maxLines: 1, maxFontSize: 26, minFontSize: 12, weight: 'bold' });
  const pillHeight = pill.height + 18;
  parts.push(`<rect x="64" y="64" width="${num(pill.width + 40)}" height="${num(pillHeight)}" rx="${num(pillHeight / 2)}" fill="${palette.primary}"/>`);
  parts.push(textBlock(pill, { x: 84, top: 73, fill: palette.onPrimary }));
  const title = fitText(input.title, {
    maxWidth: 540,
    maxHeight: 430,
    maxLines: 6,
    maxFontSize: 70,
    minFontSize: 26,
    weight: 'bold',
    lineHeight: 1.1,
    balance: true,
  });
  parts.push(textBlock(title, { x: 64, top: 64 + pillHeight + 36, fill: palette.ink }));
  parts.push(`<rect x="64" y="${HEIGHT - 70}" width="90" height="8" rx="4" fill="${palette.accent}"/>`);
  return {
    svg: svgDocument({ width: WIDTH, height: HEIGHT, title: input.title, body: parts.join('') }),
    width: WIDTH,
    height: HEIGHT,
  };
}
