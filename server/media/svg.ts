import type { Locale } from '@/lib/i18n/routing';

export type { Locale };

/** What every generator returns: a standalone SVG document and its intrinsic size in px. */
export interface RenderedSvg {
  svg: string;
  width: number;
  height: number;
}

export const FONT_FAMILY = 'DejaVu Sans, Arial, Helvetica, sans-serif';

const XML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

// Characters XML 1.0 forbids outright; escaping cannot make them legal, so they are dropped.
const XML_ILLEGAL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Escapes text for use in element content and in attribute values (either quote style). */
export function escapeXml(text: string): string {
  return text
    .toWellFormed()
    .replace(XML_ILLEGAL, '')
    .replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/**
 * Formats a coordinate for SVG: at most two decimals, never `NaN`, `Infinity`, `-0` or exponent
 * notation, because any of those makes the attribute invalid and the drawing silently break.
 */
export function num(n: number): string {
  if (!Number.isFinite(n)) return '0';
  const clamped = Math.max(-1e9, Math.min(1e9, n));
  const rounded = Math.round(clamped * 100) / 100;
  return rounded === 0 ? '0' : String(rounded);
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

// Advance widths (per 1000 em) of DejaVu Sans and DejaVu Sans Bold for U+0020..U+007E, read from
// the font files. DejaVu is wider than Arial/Helvetica, so measuring with it gives an upper bound
// for the fallback fonts a browser may pick.
const REGULAR_WIDTHS =
  '318,401,460,838,636,950,780,275,390,390,500,838,318,361,318,337,636,636,636,636,636,636,636,636,636,636,337,337,838,838,838,531,1000,684,686,698,770,632,575,775,752,295,295,656,557,863,748,787,603,787,695,635,611,732,684,989,685,611,685,390,337,390,838,500,500,613,635,550,635,615,352,635,634,278,278,579,278,974,634,612,635,635,411,521,392,634,592,818,592,592,525,636,337,636,838';
const BOLD_WIDTHS =
  '348,456,521,838,696,1002,872,306,457,457,523,838,380,415,380,365,696,696,696,696,696,696,696,696,696,696,400,400,838,838,838,580,1000,774,762,734,830,683,683,821,837,372,372,775,637,995,837,850,733,850,770,720,682,812,774,1103,771,724,725,457,365,457,838,500,500,675,716,593,716,678,435,716,712,343,343,665,343,1042,712,687,716,716,493,595,478,712,652,924,645,652,582,712,365,712,838';

const parseWidths = (list: string): number[] => list.split(',').map(Number);
const WIDTHS = { normal: parseWidths(REGULAR_WIDTHS), bold: parseWidths(BOLD_WIDTHS) } as const;
const SPECIAL_WIDTHS: Readonly<Record<string, { normal: number; bold: number }>> = {
  '€': { normal: 636, bold: 696 },
  '\u00a0': { normal: 318, bold: 348 },
  '…': { normal: 1000, bold: 1000 },
  '’': { normal: 318, bold: 380 },
  '–': { normal: 500, bold: 500 },
};

export type FontWeight = 'normal' | 'bold';

function charWidth(ch: string, weight: FontWeight): number {
  const code = ch.codePointAt(0) ?? 0;
  if (code >= 0x20 && code <= 0x7e) return WIDTHS[weight][code - 0x20] ?? 1000;
  const special = SPECIAL_WIDTHS[ch];
  if (special) return special[weight];
  // Accented Latin letters are as wide as their base letter.
  const base = ch.normalize('NFD').charAt(0);
  const baseCode = base.codePointAt(0) ?? 0;
  if (base !== ch && baseCode >= 0x20 && baseCode <= 0x7e) return WIDTHS[weight][baseCode - 0x20] ?? 1000;
  return 1000;
}

/** Estimated rendered width in px of one line of text (DejaVu metrics, no kerning). */
export function textWidth(text: string, fontSize: number, weight: FontWeight = 'normal'): number {
  let total = 0;
  for (const ch of text) total += charWidth(ch, weight);
  return (total * fontSize) / 1000;
}

/** Above the baseline, as a fraction of the font size (DejaVu ascent, covers capital accents). */
export const ASCENT = 0.93;
/** Below the baseline, as a fraction of the font size. */
export const DESCENT = 0.24;

const ELLIPSIS = '…';

function normaliseSpace(text: string): string {
  // Spaces collapse, no-break ones stay; a lone "%" or "€" stays with its number ("-25 %" is one word).
  return text
    .replace(/[^\S\u00a0]+/g, ' ')
    .trim()
    .replace(/ ([%€])(?= |$)/g, '\u00a0$1');
}

/**
 * Greedy word wrap with a pluggable measure. Words that do not fit on a line of their own are
 * broken between characters. Returns whether anything had to be cut off to respect `maxLines`.
 */
function wrapMeasured(
  text: string,
  fits: (line: string) => boolean,
  maxLines: number,
): { lines: string[]; truncated: boolean; brokeWord: boolean } {
  const clean = normaliseSpace(text);
  if (clean === '' || maxLines < 1) return { lines: [], truncated: clean !== '', brokeWord: false };
  const lines: string[] = [];
  let current = '';
  let brokeWord = false;
  const pushWord = (word: string): void => {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (fits(candidate)) {
      current = candidate;
      return;
    }
    if (current !== '') lines.push(current);
    current = '';
    if (fits(word)) {
      current = word;
      return;
    }
    brokeWord = true;
    let piece = '';
    for (const ch of word) {
      if (piece !== '' && !fits(piece + ch)) {
        lines.push(piece);
        piece = '';
      }
      piece += ch;
    }
    current = piece;
  };
  for (const word of clean.split(' ')) pushWord(word);
  if (current !== '') lines.push(current);
  if (lines.length <= maxLines) return { lines, truncated: false, brokeWord };

  const kept = lines.slice(0, maxLines);
  let last = `${kept[maxLines - 1] ?? ''}`;
  const chars = Array.from(last);
  while (chars.length > 0 && !fits(`${chars.join('').trimEnd()}${ELLIPSIS}`)) chars.pop();
  last = chars.join('').replace(/[\s,.;:!?-]+$/u, '');
  kept[maxLines - 1] = `${last}${ELLIPSIS}`;
  return { lines: kept, truncated: true, brokeWord };
}

/**
 * Wraps text into lines of at most `maxChars` characters, breaking between words where possible.
 * When more than `maxLines` lines would be needed the last kept line ends with an ellipsis.
 */
export function wrapText(text: string, maxChars: number, maxLines = Number.POSITIVE_INFINITY): string[] {
  const limit = Math.max(1, Math.floor(maxChars));
  return wrapMeasured(text, (line) => Array.from(line).length <= limit, maxLines).lines;
}

export interface FitTextOptions {
  maxWidth: number;
  maxHeight: number;
  maxLines: number;
  maxFontSize: number;
  minFontSize: number;
  weight?: FontWeight;
  /** Distance between baselines as a multiple of the font size. */
  lineHeight?: number;
  /** Even out line lengths (same number of lines, no short last line), for headlines. */
  balance?: boolean;
}

export interface FittedText {
  lines: string[];
  fontSize: number;
  /** Distance between baselines in px. */
  lineGap: number;
  /** Height of the block from the top of the first line to the bottom of the last, in px. */
  height: number;
  /** Width of the widest line, in px. */
  width: number;
  weight: FontWeight;
  /** Whether the text had to be cut with an ellipsis or split inside a word. */
  cut: boolean;
}

export function blockHeight(lineCount: number, fontSize: number, lineGap: number): number {
  return lineCount === 0 ? 0 : (lineCount - 1) * lineGap + (ASCENT + DESCENT) * fontSize;
}

/**
 * Picks the largest font size (between the bounds) at which the text wraps into the box without
 * being cut. It first tries down to 60% of the maximum size without splitting words, then
 * allows splits; at the minimum size it cuts with an ellipsis if it must.
 */
export function fitText(text: string, options: FitTextOptions): FittedText {
  const weight = options.weight ?? 'normal';
  const ratio = options.lineHeight ?? 1.15;
  const attempt = (fontSize: number, allowBreaks: boolean) => {
    const lineGap = fontSize * ratio;
    const byHeight = Math.floor((options.maxHeight - (ASCENT + DESCENT) * fontSize) / lineGap) + 1;
    const maxLines = Math.max(1, Math.min(options.maxLines, byHeight));
    const wrapped = wrapMeasured(text, (line) => textWidth(line, fontSize, weight) <= options.maxWidth, maxLines);
    const width = Math.max(0, ...wrapped.lines.map((line) => textWidth(line, fontSize, weight)));
    return {
      fitted: {
        lines: wrapped.lines,
        fontSize,
        lineGap,
        height: blockHeight(wrapped.lines.length, fontSize, lineGap),
        width,
        weight,
        cut: wrapped.truncated || wrapped.brokeWord,
      },
      ok:
        !wrapped.truncated &&
        (allowBreaks || !wrapped.brokeWord) &&
        blockHeight(wrapped.lines.length, fontSize, lineGap) <= options.maxHeight,
    };
  };
  const min = Math.max(1, Math.min(options.minFontSize, options.maxFontSize));
  const sizes = (floor: number): number[] => {
    const list: number[] = [];
    for (let size = Math.floor(options.maxFontSize); size > floor; size -= size > 40 ? 2 : 1) list.push(size);
    return list;
  };
  // Splitting a word is worse than shrinking a little, but better than shrinking to a whisper.
  for (const size of sizes(Math.max(min, options.maxFontSize * 0.45))) {
    const { fitted, ok } = attempt(size, false);
    if (ok) return options.balance ? balanced(text, fitted) : fitted;
  }
  for (const size of sizes(min)) {
    const { fitted, ok } = attempt(size, true);
    if (ok) return fitted.cut || !options.balance ? fitted : balanced(text, fitted);
  }
  return attempt(min, true).fitted;
}

/** Narrows the wrap width as far as it goes without adding a line. */
function balanced(text: string, fitted: FittedText): FittedText {
  if (fitted.lines.length < 2) return fitted;
  const wrapAt = (width: number) =>
    wrapMeasured(text, (line) => textWidth(line, fitted.fontSize, fitted.weight) <= width, fitted.lines.length);
  let low = 0;
  let high = fitted.width;
  for (let i = 0; i < 12; i++) {
    const mid = (low + high) / 2;
    const attempt = wrapAt(mid);
    if (attempt.truncated || attempt.brokeWord) low = mid;
    else high = mid;
  }
  const lines = wrapAt(high).lines;
  return { ...fitted, lines, width: Math.max(...lines.map((line) => textWidth(line, fitted.fontSize, fitted.weight))) };
}

export type TextAnchor = 'start' | 'middle' | 'end';

export interface TextBlockOptions {
  x: number;
  /** Top edge of the block; baselines are derived from it. */
  top: number;
  fill: string;
  anchor?: TextAnchor;
  extra?: string;
}

/** Draws a fitted block of lines as one `<text>` with one `<tspan>` per line. */
export function textBlock(fitted: FittedText, options: TextBlockOptions): string {
  if (fitted.lines.length === 0) return '';
  const anchor = options.anchor ?? 'start';
  const firstBaseline = options.top + ASCENT * fitted.fontSize;
  const spans = fitted.lines
    .map(
      (line, i) =>
        `<tspan x="${num(options.x)}" y="${num(firstBaseline + i * fitted.lineGap)}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  const weight = fitted.weight === 'bold' ? ' font-weight="bold"' : '';
  const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  const extra = options.extra ? ` ${options.extra}` : '';
  return `<text font-size="${num(fitted.fontSize)}"${weight}${anchorAttr} fill="${options.fill}"${extra}>${spans}</text>`;
}

/** A single line of text at a baseline. */
export function textLine(
  text: string,
  x: number,
  baseline: number,
  fontSize: number,
  fill: string,
  options: { anchor?: TextAnchor; weight?: FontWeight; extra?: string } = {},
): string {
  const weight = options.weight === 'bold' ? ' font-weight="bold"' : '';
  const anchor = options.anchor && options.anchor !== 'start' ? ` text-anchor="${options.anchor}"` : '';
  const extra = options.extra ? ` ${options.extra}` : '';
  return `<text x="${num(x)}" y="${num(baseline)}" font-size="${num(fontSize)}"${weight}${anchor} fill="${fill}"${extra}>${escapeXml(text)}</text>`;
}

export interface PriceParts {
  sign: string;
  whole: string;
  cents: string;
}

/** Splits an amount into grouped euros and two-digit cents, rounding half away from zero. */
export function priceParts(amount: number, locale: Locale): PriceParts {
  const safe = Number.isFinite(amount) ? amount : 0;
  const totalCents = Math.round(Number((Math.abs(safe) * 100).toPrecision(12)));
  const euros = Math.floor(totalCents / 100);
  const cents = String(totalCents % 100).padStart(2, '0');
  const separator = locale === 'fr' ? '\u00a0' : '.';
  const whole = String(euros).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return { sign: safe < 0 && totalCents > 0 ? '-' : '', whole, cents };
}

/** Euro amount as written in Belgium: `€ 12,99` in Dutch, `12,99 €` in French. */
export function formatEuro(amount: number, locale: Locale): string {
  const { sign, whole, cents } = priceParts(amount, locale);
  return locale === 'fr' ? `${sign}${whole},${cents} €` : `€ ${sign}${whole},${cents}`;
}

export interface SvgDocumentOptions {
  width: number;
  height: number;
  title: string;
  body: string;
  defs?: string;
}

/** Wraps drawing code into a standalone SVG 1.1 document with an accessible name. */
export function svgDocument(options: SvgDocumentOptions): string {
  const defs = options.defs ? `<defs>${options.defs}</defs>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="${num(options.width)}" height="${num(options.height)}"` +
    ` viewBox="0 0 ${num(options.width)} ${num(options.height)}" font-family="${FONT_FAMILY}">` +
    `<title>${escapeXml(normaliseSpace(options.title))}</title>${defs}${options.body}</svg>`
  );
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Shrinks a box on every side. */
export function inset(box: Box, by: number): Box {
  const dx = Math.min(by, box.width / 2);
  const dy = Math.min(by, box.height / 2);
  return { x: box.x + dx, y: box.y + dy, width: box.width - 2 * dx, height: box.height - 2 * dy };
}

/** The largest box of the given aspect (width / height) centred in `outer`, optionally bottom-aligned. */
export function fitAspect(outer: Box, aspect: number, align: 'center' | 'bottom' = 'center'): Box {
  let width = outer.width;
  let height = width / aspect;
  if (height > outer.height) {
    height = outer.height;
    width = height * aspect;
  }
  const x = outer.x + (outer.width - width) / 2;
  const y = align === 'bottom' ? outer.y + outer.height - height : outer.y + (outer.height - height) / 2;
  return { x, y, width, height };
}

/** Up to three initials: first letters of the first words, or the first letter of a single word. */
export function initialsOf(title: string): string {
  const words = normaliseSpace(title)
    .split(' ')
    .map((word) => word.replace(/^[^\p{L}\p{N}]+/u, ''))
    .filter((word) => word !== '');
  if (words.length === 0) return '?';
  if (words.length === 1) return (Array.from(words[0] ?? '')[0] ?? '?').toLocaleUpperCase();
  return words
    .slice(0, 3)
    .map((word) => (Array.from(word)[0] ?? '').toLocaleUpperCase())
    .join('');
}
