import { ASCENT, DESCENT, textWidth, type FontWeight } from './svg';

/** Test helpers: parse generated SVG with a DOM and measure what it draws. Not used at run time. */

export interface Extent {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const SVG_NS = 'http://www.w3.org/2000/svg';

/** Parses SVG text as XML; throws with the parser's message when it is not well-formed. */
export function parseSvg(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`Not well-formed XML: ${error.textContent ?? ''}`);
  return doc;
}

const emptyExtent = (): Extent => ({ minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity });

function grow(extent: Extent, x0: number, y0: number, x1: number, y1: number): void {
  for (const value of [x0, y0, x1, y1]) {
    if (!Number.isFinite(value)) throw new Error(`Non-finite coordinate ${value}`);
  }
  extent.minX = Math.min(extent.minX, x0, x1);
  extent.minY = Math.min(extent.minY, y0, y1);
  extent.maxX = Math.max(extent.maxX, x0, x1);
  extent.maxY = Math.max(extent.maxY, y0, y1);
}

function numberAttr(element: Element, name: string, fallback?: number): number {
  const raw = element.getAttribute(name);
  if (raw === null) {
    if (fallback === undefined) throw new Error(`<${element.tagName}> lacks ${name}`);
    return fallback;
  }
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new Error(`<${element.tagName}> ${name}="${raw}" is not a number`);
  return value;
}

/** Looks an attribute up on the element and its ancestors, stopping at `root`. */
function inherited(element: Element, name: string, root: Element): string | null {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const value = node.getAttribute(name);
    if (value !== null) return value;
    if (node === root) break;
  }
  return null;
}

function strokePad(element: Element, root: Element): number {
  const stroke = inherited(element, 'stroke', root);
  if (stroke === null || stroke === 'none') return 0;
  return Number(inherited(element, 'stroke-width', root) ?? '1') / 2;
}

function pathPoints(d: string): Array<[number, number]> {
  const tokens = d.match(/[A-Za-z]|-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/g) ?? [];
  const points: Array<[number, number]> = [];
  let command = '';
  let current: [number, number] = [0, 0];
  let i = 0;
  const next = (): number => {
    const token = tokens[i++];
    const value = Number(token);
    if (token === undefined || !Number.isFinite(value)) throw new Error(`Bad path data: ${d}`);
    return value;
  };
  while (i < tokens.length) {
    const token = tokens[i] ?? '';
    if (/[A-Za-z]/.test(token)) {
      command = token;
      i++;
      if (command === 'Z') continue;
    }
    switch (command) {
      case 'M':
      case 'L':
      case 'Q':
      case 'C': {
        const pairs = { M: 1, L: 1, Q: 2, C: 3 }[command];
        for (let k = 0; k < pairs; k++) {
          current = [next(), next()];
          points.push(current);
        }
        break;
      }
      case 'H':
        current = [next(), current[1]];
        points.push(current);
        break;
      case 'V':
        current = [current[0], next()];
        points.push(current);
        break;
      default:
        // Relative commands and arcs would need real geometry; the generators do not use them.
        throw new Error(`Unsupported path command "${command}" in ${d}`);
    }
  }
  return points;
}

function textExtent(text: Element, extent: Extent): void {
  const baseSize = numberAttr(text, 'font-size', NaN);
  const baseWeight = (text.getAttribute('font-weight') ?? 'normal') as FontWeight;
  const anchor = text.getAttribute('text-anchor') ?? 'start';
  let x = numberAttr(text, 'x', 0);
  let baseline = numberAttr(text, 'y', 0);
  let top = Infinity;
  let bottom = -Infinity;
  const chunks: Array<{ x: number; width: number }> = [];
  let chunk: { x: number; width: number } | null = null;
  const measure = (content: string, size: number, weight: FontWeight, forcedLength: number | null): void => {
    if (!Number.isFinite(size)) throw new Error('Text without font-size');
    if (!chunk) {
      chunk = { x, width: 0 };
      chunks.push(chunk);
    }
    chunk.width += forcedLength ?? textWidth(content, size, weight);
    top = Math.min(top, baseline - ASCENT * size);
    bottom = Math.max(bottom, baseline + DESCENT * size);
  };
  const spans = Array.from(text.children);
  if (spans.length === 0) {
    const length = text.getAttribute('textLength');
    measure(text.textContent ?? '', baseSize, baseWeight, length === null ? null : Number(length));
  }
  for (const span of spans) {
    if (span.tagName !== 'tspan') throw new Error(`Unexpected <${span.tagName}> in <text>`);
    if (span.hasAttribute('x')) {
      x = numberAttr(span, 'x');
      chunk = null;
    }
    if (span.hasAttribute('y')) baseline = numberAttr(span, 'y');
    baseline += numberAttr(span, 'dy', 0);
    const size = span.hasAttribute('font-size') ? numberAttr(span, 'font-size') : baseSize;
    const weight = (span.getAttribute('font-weight') ?? baseWeight) as FontWeight;
    measure(span.textContent ?? '', size, weight, null);
  }
  for (const c of chunks) {
    const start = anchor === 'middle' ? c.x - c.width / 2 : anchor === 'end' ? c.x - c.width : c.x;
    grow(extent, start, top, start + c.width, bottom);
  }
}

/**
 * The bounding box of everything drawn inside `root` (strokes and estimated text included).
 * Throws on anything it cannot measure, such as transforms, so a test cannot pass by accident.
 */
export function drawnExtent(root: Element): Extent {
  const extent = emptyExtent();
  const visit = (element: Element): void => {
    if (element !== root && element.hasAttribute('transform')) throw new Error('transform inside a measured group');
    const pad = strokePad(element, root);
    const padded = (x0: number, y0: number, x1: number, y1: number) => grow(extent, x0 - pad, y0 - pad, x1 + pad, y1 + pad);
    switch (element.tagName) {
      case 'g':
        for (const child of Array.from(element.children)) visit(child);
        return;
      case 'rect': {
        const x = numberAttr(element, 'x', 0);
        const y = numberAttr(element, 'y', 0);
        padded(x, y, x + numberAttr(element, 'width'), y + numberAttr(element, 'height'));
        return;
      }
      case 'circle': {
        const r = numberAttr(element, 'r');
        const cx = numberAttr(element, 'cx');
        const cy = numberAttr(element, 'cy');
        padded(cx - r, cy - r, cx + r, cy + r);
        return;
      }
      case 'ellipse': {
        const rx = numberAttr(element, 'rx');
        const ry = numberAttr(element, 'ry');
        const cx = numberAttr(element, 'cx');
        const cy = numberAttr(element, 'cy');
        padded(cx - rx, cy - ry, cx + rx, cy + ry);
        return;
      }
      case 'line':
        padded(
          Math.min(numberAttr(element, 'x1'), numberAttr(element, 'x2')),
          Math.min(numberAttr(element, 'y1'), numberAttr(element, 'y2')),
          Math.max(numberAttr(element, 'x1'), numberAttr(element, 'x2')),
          Math.max(numberAttr(element, 'y1'), numberAttr(element, 'y2')),
        );
        return;
      case 'polygon':
      case 'polyline': {
        const values = (element.getAttribute('points') ?? '').trim().split(/[\s,]+/).map(Number);
        for (let i = 0; i + 1 < values.length; i += 2) {
          const px = values[i] ?? NaN;
          const py = values[i + 1] ?? NaN;
          padded(px, py, px, py);
        }
        return;
      }
      case 'path':
        for (const [px, py] of pathPoints(element.getAttribute('d') ?? '')) padded(px, py, px, py);
        return;
      case 'text':
        textExtent(element, extent);
        return;
      default:
        throw new Error(`Cannot measure <${element.tagName}>`);
    }
  };
  visit(root);
  return extent;
}
