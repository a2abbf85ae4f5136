import { describe, expect, it } from 'vitest';
import type { SuggestResponse } from '@/lib/api/search';
import { suggestionSections } from './search-options';

const empty: SuggestResponse['data'] = { store: [], webshop: [], brand: [], folder: [], entity: [], product: [], article: [] };

describe('suggestionSections', () => {
  it('names the store of each promo, so one product in two folders reads as two lines', () => {
    const item = (id: number, store: string) => ({
      id,
      title: 'Hoeveland Platte kaas 1 kg',
      url: `/folder-promos/${id}`,
      image_url: null,
      morphable_type: 'FolderItem' as const,
      folder_page_url: `/folders/x/2026-11-26?page=1&item=${id}`,
      store_title: store,
    });
    const [section] = suggestionSections({ data: { ...empty, entity: [item(1, 'Prijsmarkt'), item(2, 'Versdepot')] }, meta: { query: 'kaas', folder_jump: false } });
    expect(section?.options.map((option) => [option.title, option.detail, option.url])).toEqual([
      ['Hoeveland Platte kaas 1 kg', 'Prijsmarkt', '/folders/x/2026-11-26?page=1&item=1'],
      ['Hoeveland Platte kaas 1 kg', 'Versdepot', '/folders/x/2026-11-26?page=1&item=2'],
    ]);
  });
});
