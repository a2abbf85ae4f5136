import { describe, expect, it } from 'vitest';
import type { Category } from '@/lib/api/catalogue';
import { categoryChips } from './category-chips';

function category(id: number, simplified: string | null): Category {
  return {
    id,
    parent_id: null,
    icon: 'cart',
    translation: { title: `Categorie ${id}`, simplified_title: simplified, slug: `cat-${id}`, route: `/promos/cat-${id}`, description: 'Lang verhaal' },
  };
}

describe('categoryChips', () => {
  it('keeps only what the strip shows, of the categories with a simplified title, in order', () => {
    expect(categoryChips([category(2, 'Twee'), category(1, null), category(3, 'Drie')])).toEqual([
      { id: 2, slug: 'cat-2', title: 'Twee' },
      { id: 3, slug: 'cat-3', title: 'Drie' },
    ]);
  });
});
