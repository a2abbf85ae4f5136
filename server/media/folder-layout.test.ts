import {
  COVER_HEADER_FRACTION,
  FOOTER_FRACTION,
  layoutFolderItems,
  PAGE_HEADER_FRACTION,
  type FolderRect,
} from './folder-layout';

const seeds = Array.from({ length: 150 }, (_, i) => `store-${i}|folder-${i % 7}`);
const EPSILON = 1e-9;

function overlaps(a: FolderRect, b: FolderRect): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('layoutFolderItems', () => {
  it('returns the requested number of non-overlapping rectangles inside the content area', () => {
    for (const pageNumber of [1, 2, 5]) {
      const header = pageNumber === 1 ? COVER_HEADER_FRACTION : PAGE_HEADER_FRACTION;
      for (let count = 1; count <= 8; count++) {
        for (const seed of seeds) {
          const rects = layoutFolderItems(count, seed, pageNumber);
          expect(rects).toHaveLength(count);
          rects.forEach((r, i) => {
            for (const value of [r.x, r.y, r.width, r.height]) {
              expect(value).toBeGreaterThanOrEqual(0);
              expect(value).toBeLessThanOrEqual(1);
            }
            expect(r.x + r.width).toBeLessThanOrEqual(1);
            expect(r.y).toBeGreaterThanOrEqual(header - EPSILON);
            expect(r.y + r.height).toBeLessThanOrEqual(1 - FOOTER_FRACTION + EPSILON);
            // Big enough to hold a title, a picture and a price.
            expect(r.width).toBeGreaterThan(0.25);
            expect(r.height).toBeGreaterThan(0.15);
            for (const other of rects.slice(i + 1)) {
              if (overlaps(r, other)) throw new Error(`${seed} ${count}: ${JSON.stringify(r)} overlaps ${JSON.stringify(other)}`);
            }
          });
        }
      }
    }
  });

  it('is deterministic and varies with the seed', () => {
    expect(layoutFolderItems(5, 'a')).toEqual(layoutFolderItems(5, 'a'));
    for (let count = 2; count <= 8; count++) {
      const variants = new Set(seeds.map((seed) => JSON.stringify(layoutFolderItems(count, seed))));
      expect(variants.size).toBeGreaterThanOrEqual(3);
    }
  });

  it('keeps a gutter between neighbours', () => {
    for (const seed of seeds) {
      const rects = layoutFolderItems(8, seed, 2);
      rects.forEach((a, i) => {
        for (const b of rects.slice(i + 1)) {
          const gapX = Math.max(b.x - (a.x + a.width), a.x - (b.x + b.width));
          const gapY = Math.max(b.y - (a.y + a.height), a.y - (b.y + b.height));
          expect(Math.max(gapX, gapY)).toBeGreaterThanOrEqual(0.01);
        }
      });
    }
  });

  it('lists items in reading order', () => {
    const rects = layoutFolderItems(6, 'order');
    const sorted = [...rects].sort((a, b) => a.y - b.y || a.x - b.x);
    expect(rects).toEqual(sorted);
  });

  it('rejects impossible counts', () => {
    expect(layoutFolderItems(0, 'x')).toEqual([]);
    expect(() => layoutFolderItems(9, 'x')).toThrow(RangeError);
    expect(() => layoutFolderItems(-1, 'x')).toThrow(RangeError);
    expect(() => layoutFolderItems(2.5, 'x')).toThrow(RangeError);
  });
});
