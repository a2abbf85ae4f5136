import type { FolderItem } from '@/lib/api/folders';

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(Math.max(value, 0), 1) : 0);
const percent = (value: number) => `${Number((value * 100).toFixed(4))}%`;

/**
 * The CSS box of an item over its page: the API gives the rectangle in fractions (0..1) of the page's
 * width and height, so percentages keep it on the drawn product at any size or zoom. A rectangle
 * reaching past an edge is cut at the edge.
 */
export function itemRectStyle(rect: FolderItem['rect']): { left: string; top: string; width: string; height: string } {
  const x = clamp01(rect.x);
  const y = clamp01(rect.y);
  return {
    left: percent(x),
    top: percent(y),
    width: percent(Math.min(clamp01(rect.width), 1 - x)),
    height: percent(Math.min(clamp01(rect.height), 1 - y)),
  };
}
