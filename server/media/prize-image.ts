import { createRng, paletteFromSeed, WHITE } from './palette';
import { fitText, num, svgDocument, textBlock, textLine, textWidth, type Locale, type RenderedSvg } from './svg';

export interface PrizeImageInput {
  title: string;
  points: number;
  seed: string;
  /** Language of the points label; Dutch when omitted. */
  locale?: Locale;
}

const SIZE = 600;

function formatPoints(points: number, locale: Locale): string {
  const whole = String(Math.max(0, Math.round(Number.isFinite(points) ? points : 0)));
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, locale === 'fr' ? '\u00a0' : '.');
  return `${grouped} ${locale === 'fr' ? 'points' : 'punten'}`;
}

/** A wrapped gift on a festive backdrop, with the prize name and its price in points. */
export function renderPrizeImage(input: PrizeImageInput): RenderedSvg {
  const palette = paletteFromSeed(input.seed);
  const random = createRng(`${input.seed}|confetti`);
  const locale = input.locale ?? 'nl';
  const parts: string[] = [`<rect width="${SIZE}" height="${SIZE}" fill="${palette.primary}"/>`];
  for (let i = 0; i < 12; i++) {
    const a0 = (Math.PI * 2 * i) / 12;
    const a1 = a0 + Math.PI / 12;
    const far = 560;
    parts.push(
      `<path d="M300 250L${num(300 + far * Math.cos(a0))} ${num(250 + far * Math.sin(a0))}L${num(300 + far * Math.cos(a1))} ${num(250 + far * Math.sin(a1))}Z" fill="${WHITE}" fill-opacity="0.07"/>`,
    );
  }
  const confettiColours = [palette.tag, palette.accent, WHITE, palette.primarySoft];
  for (let i = 0; i < 26; i++) {
    const x = 20 + random() * 560;
    const y = 16 + random() * 380;
    const colour = confettiColours[i % confettiColours.length] ?? WHITE;
    parts.push(
      i % 2 === 0
        ? `<circle cx="${num(x)}" cy="${num(y)}" r="${num(4 + random() * 5)}" fill="${colour}"/>`
        : `<rect x="${num(x)}" y="${num(y)}" width="${num(6 + random() * 8)}" height="${num(4 + random() * 4)}" fill="${colour}" transform="rotate(${num(random() * 180)} ${num(x)} ${num(y)})"/>`,
    );
  }
  const ribbon = palette.tag;
  parts.push(
    `<ellipse cx="300" cy="392" rx="150" ry="14" fill="#000000" fill-opacity="0.18"/>`,
    `<rect x="180" y="210" width="240" height="180" rx="8" fill="${palette.accent}"/>`,
    `<rect x="180" y="210" width="240" height="26" fill="#000000" fill-opacity="0.15"/>`,
    `<rect x="164" y="168" width="272" height="50" rx="8" fill="${palette.accent}"/>`,
    `<rect x="164" y="168" width="272" height="50" rx="8" fill="${WHITE}" fill-opacity="0.12"/>`,
    `<rect x="284" y="168" width="32" height="222" fill="${ribbon}"/>`,
    `<path d="M300 166C260 110 206 124 222 152C232 170 270 170 300 166Z" fill="${ribbon}"/>`,
    `<path d="M300 166C340 110 394 124 378 152C368 170 330 170 300 166Z" fill="${ribbon}"/>`,
    `<path d="M300 166C280 140 244 140 250 154C256 164 280 166 300 166Z" fill="#000000" fill-opacity="0.15"/>`,
    `<path d="M300 166C320 140 356 140 350 154C344 164 320 166 300 166Z" fill="#000000" fill-opacity="0.15"/>`,
    `<circle cx="300" cy="166" r="15" fill="${ribbon}"/>`,
  );
  const title = fitText(input.title, {
    maxWidth: 480,
    maxHeight: 76,
    maxLines: 2,
    maxFontSize: 32,
    minFontSize: 13,
    weight: 'bold',
    lineHeight: 1.1,
    balance: true,
  });
  const cardHeight = title.height + 30;
  parts.push(
    `<rect x="40" y="${num(422 + (96 - cardHeight) / 2)}" width="520" height="${num(cardHeight)}" rx="16" fill="${WHITE}"/>`,
    textBlock(title, { x: 300, top: 422 + (96 - title.height) / 2, fill: palette.ink, anchor: 'middle' }),
  );
  const label = formatPoints(input.points, locale);
  const labelSize = 24;
  const labelWidth = textWidth(label, labelSize, 'bold');
  const pillWidth = labelWidth + 36 + 44;
  const pillX = 300 - pillWidth / 2;
  parts.push(
    `<rect x="${num(pillX)}" y="530" width="${num(pillWidth)}" height="48" rx="24" fill="${palette.tag}"/>`,
    `<circle cx="${num(pillX + 30)}" cy="554" r="15" fill="${palette.onTag}"/>`,
    `<circle cx="${num(pillX + 30)}" cy="554" r="9" fill="none" stroke="${palette.tag}" stroke-width="3"/>`,
    textLine(label, pillX + 56, 563, labelSize, palette.onTag, { weight: 'bold' }),
  );
  return {
    svg: svgDocument({ width: SIZE, height: SIZE, title: `${input.title} – ${label}`, body: parts.join('') }),
    width: SIZE,
    height: SIZE,
  };
}
