import { hashString } from './palette';

/** Folder pages are A4 portrait: 1000 × 1414 px in SVG user units. */
export const FOLDER_PAGE_WIDTH = 1000;
export const FOLDER_PAGE_HEIGHT = 1414;

/** Header band height as a fraction of the page height (page 1 carries the big store banner). */
export const COVER_HEADER_FRACTION = 0.12;
export const PAGE_HEADER_FRACTION = 0.06;
export const FOOTER_FRACTION = 0.05;
export const MAX_FOLDER_ITEMS = 8;

const SIDE_MARGIN = 0.03;
const BAND_GAP = 0.012;
const GUTTER_X = 0.02;
const GUTTER_Y = (GUTTER_X * FOLDER_PAGE_WIDTH) / FOLDER_PAGE_HEIGHT;

/** A rectangle in fractions (0..1) of the page width and height. */
export interface FolderRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function headerFraction(pageNumber: number): number {
  return pageNumber <= 1 ? COVER_HEADER_FRACTION : PAGE_HEADER_FRACTION;
}

/** Where items may go on a page, in fractions. */
export function folderContentArea(pageNumber: number): FolderRect {
  const top = headerFraction(pageNumber) + BAND_GAP;
  const bottom = 1 - FOOTER_FRACTION - BAND_GAP;
  return { x: SIDE_MARGIN, y: top, width: 1 - 2 * SIDE_MARGIN, height: bottom - top };
}

/**
 * A template is a list of lines with relative sizes; each line holds cells with relative sizes.
 * `rows` lines run across the page, `cols` lines run down it.
 */
interface Template {
  dir: 'rows' | 'cols';
  lines: ReadonlyArray<{ weight: number; cells: readonly number[] }>;
}

const rows = (...lines: Array<[number, number[]]>): Template => ({
  dir: 'rows',
  lines: lines.map(([weight, cells]) => ({ weight, cells })),
});
const cols = (...lines: Array<[number, number[]]>): Template => ({
  dir: 'cols',
  lines: lines.map(([weight, cells]) => ({ weight, cells })),
});

const TEMPLATES: Readonly<Record<number, readonly Template[]>> = {
  1: [rows([1, [1]])],
  2: [rows([1, [1]], [1, [1]]), rows([1.35, [1]], [1, [1]]), cols([1, [1]], [1, [1]])],
  3: [
    rows([1.3, [1]], [1, [1, 1]]),
    rows([1, [1, 1]], [1.2, [1]]),
    cols([1.15, [1]], [1, [1, 1]]),
    rows([1, [1]], [1, [1]], [1, [1]]),
  ],
  4: [
    rows([1, [1, 1]], [1, [1, 1]]),
    rows([1.35, [1]], [1, [1, 1, 1]]),
    rows([1, [1.35, 1]], [1, [1, 1.35]]),
    cols([1.2, [1, 1]], [1, [1, 1.3]]),
  ],
  5: [
    rows([1.2, [1]], [1, [1, 1]], [1, [1, 1]]),
    rows([1.15, [1, 1]], [1, [1, 1, 1]]),
    cols([1.25, [1, 1]], [1, [1, 1, 1]]),
    rows([1, [1.4, 1]], [1, [1, 1]], [1, [1]]),
  ],
  6: [
    rows([1, [1, 1]], [1, [1, 1]], [1, [1, 1]]),
    rows([1, [1, 1, 1]], [1, [1, 1, 1]]),
    rows([1.2, [1]], [1, [1, 1]], [1, [1, 1, 1]]),
    rows([1, [1.5, 1]], [1, [1, 1.5]], [1, [1, 1]]),
  ],
  7: [
    rows([1.1, [1]], [1, [1, 1, 1]], [1, [1, 1, 1]]),
    rows([1, [1, 1]], [1, [1, 1, 1]], [1, [1, 1]]),
    rows([1, [1.4, 1]], [1, [1, 1, 1]], [1, [1, 1]]),
  ],
  8: [
    rows([1, [1, 1]], [1, [1, 1]], [1, [1, 1]], [1, [1, 1]]),
    rows([1, [1, 1, 1]], [1, [1, 1]], [1, [1, 1, 1]]),
    rows([1.1, [1, 1]], [1, [1, 1, 1]], [1, [1, 1, 1]]),
  ],
};

const round4 = (value: number): number => Math.round(value * 10000) / 10000;

/** Splits `[start, start + length]` into parts by weight with a gutter between them. */
function split(start: number, length: number, weights: readonly number[], gutter: number): Array<[number, number]> {
  const total = weights.reduce((sum, w) => sum + w, 0);
  const free = length - gutter * (weights.length - 1);
  const spans: Array<[number, number]> = [];
  let cursor = start;
  for (const weight of weights) {
    const size = (free * weight) / total;
    spans.push([cursor, cursor + size]);
    cursor += size + gutter;
  }
  return spans;
}

/**
 * Non-overlapping item rectangles (fractions of the page) for `count` items, chosen among a few
 * grid-like layouts by the seed. Pass the page number so the rectangles clear the header that
 * `renderFolderPage` draws on that page (taller on page 1).
 */
export function layoutFolderItems(count: number, seed: string, pageNumber = 1): FolderRect[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_FOLDER_ITEMS) {
    throw new RangeError(`A folder page holds 0..${MAX_FOLDER_ITEMS} items, got ${count}`);
  }
  if (count === 0) return [];
  const templates = TEMPLATES[count] ?? [];
  const hash = hashString(`${seed}|layout|${count}`);
  const template = templates[hash % templates.length];
  if (!template) throw new Error(`No layout for ${count} items`);
  const mirror = ((hash >>> 11) & 1) === 1;
  const area = folderContentArea(pageNumber);

  const rects: FolderRect[] = [];
  const lineWeights = template.lines.map((line) => line.weight);
  if (template.dir === 'rows') {
    const ys = split(area.y, area.height, lineWeights, GUTTER_Y);
    template.lines.forEach((line, i) => {
      const [y0, y1] = ys[i] ?? [0, 0];
      const cells = mirror ? [...line.cells].reverse() : line.cells;
      for (const [x0, x1] of split(area.x, area.width, cells, GUTTER_X)) rects.push(toRect(x0, y0, x1, y1));
    });
  } else {
    const weights = mirror ? [...lineWeights].reverse() : lineWeights;
    const lines = mirror ? [...template.lines].reverse() : template.lines;
    const xs = split(area.x, area.width, weights, GUTTER_X);
    lines.forEach((line, i) => {
      const [x0, x1] = xs[i] ?? [0, 0];
      for (const [y0, y1] of split(area.y, area.height, line.cells, GUTTER_Y)) rects.push(toRect(x0, y0, x1, y1));
    });
  }
  // Reading order: top to bottom, then left to right.
  return rects.sort((a, b) => (Math.abs(a.y - b.y) > 1e-6 ? a.y - b.y : a.x - b.x));
}

function toRect(x0: number, y0: number, x1: number, y1: number): FolderRect {
  const x = round4(x0);
  const y = round4(y0);
  // Rounding both edges inward keeps neighbours apart by at least the gutter.
  return { x, y, width: Math.floor((x1 - x) * 10000) / 10000, height: Math.floor((y1 - y) * 10000) / 10000 };
}
