import type { IconComponent } from '@/components/icons/svg-icon';
import { ClockIcon } from '@/components/icons/clock';
import { FlameIcon } from '@/components/icons/flame';
import { FolderIcon } from '@/components/icons/folder';
import { GlobeIcon } from '@/components/icons/globe';
import { GridIcon } from '@/components/icons/grid';
import { NewsIcon } from '@/components/icons/news';
import { SearchIcon } from '@/components/icons/search';
import { StoreIcon } from '@/components/icons/store';
import { TagIcon } from '@/components/icons/tag';
import { safeInternalPath } from '@/lib/navigation/safe-url';
import { SEARCH_GROUPS, type BeforeSearchResponse, type SearchGroup, type SearchSuggestion, type SuggestResponse } from '@/lib/api/search';

/** The kinds of rows in the autocomplete: the suggestion groups, then the pre-suggestions. */
export type OptionKind = SearchGroup | 'recent' | 'popular';

export type SearchOption = {
  /** Unique within the list (the DOM id is derived from it). */
  key: string;
  kind: OptionKind;
  title: string;
  /** Where picking it goes: a site path in the page's language. */
  url: string;
  /** A second line: a folder's store and validity, an expired promo… */
  detail: string | null;
  imageUrl: string | null;
  /** What a member's saved search remembers (POST /search/search-term). */
  group: SearchGroup | null;
  entityId: number | null;
  /** Recent searches: the saved row, deletable. */
  recentId: number | null;
};

export type SearchSection = { kind: OptionKind; options: SearchOption[] };

/** Each group's icon when the item has no logo or picture. */
export const KIND_ICONS: Record<OptionKind, IconComponent> = {
  store: StoreIcon,
  webshop: GlobeIcon,
  brand: TagIcon,
  folder: FolderIcon,
  entity: FlameIcon,
  product: GridIcon,
  article: NewsIcon,
  recent: ClockIcon,
  popular: SearchIcon,
};

/** The results page for a query (the blank query: the page itself). */
export function searchPageUrl(searchPath: string, query: string): string {
  const text = query.trim();
  return text ? `${searchPath}?q=${encodeURIComponent(text)}` : searchPath;
}

function suggestionOption(group: SearchGroup, item: SearchSuggestion): SearchOption {
  // Folder items open the folder viewer on their page with the item highlighted (docs/search.md).
  const url = group === 'entity' && item.folder_page_url ? item.folder_page_url : item.url;
  // A folder: its store and dates; a promo: its store or webshop (one product in several folders).
  const detail = group === 'folder' || group === 'entity' ? [item.store_title, item.valid_text].filter(Boolean).join(' · ') || null : null;
  return {
    key: `${group}-${item.id}`,
    kind: group,
    title: item.title,
    url,
    detail,
    imageUrl: item.image_url,
    group,
    entityId: item.id,
    recentId: null,
  };
}

/** The answer of POST /search/suggest as sections, in SEARCH_GROUPS order, empty groups left out. */
export function suggestionSections(response: SuggestResponse): SearchSection[] {
  return SEARCH_GROUPS.map((group) => ({ kind: group, options: (response.data[group] ?? []).map((item) => suggestionOption(group, item)) })).filter(
    (section) => section.options.length > 0,
  );
}

/** The pre-suggestions: a member's recent searches, then the popular ones. */
export function beforeSearchSections(data: BeforeSearchResponse['data'], searchPath: string): SearchSection[] {
  const recent: SearchOption[] = data.recent.map((item) => ({
    key: `recent-${item.id}`,
    kind: 'recent',
    title: item.title,
    // A row saved before the API checked its url could lead off the site: then it searches again.
    url: safeInternalPath(item.url) ?? searchPageUrl(searchPath, item.title),
    detail: null,
    imageUrl: null,
    group: item.group,
    entityId: item.recentable_id,
    recentId: item.id,
  }));
  const popular: SearchOption[] = data.popular.map((item, index) => ({
    key: `popular-${index}`,
    kind: 'popular',
    title: item.title,
    url: item.url,
    detail: null,
    imageUrl: null,
    group: null,
    entityId: null,
    recentId: null,
  }));
  return [
    { kind: 'recent' as const, options: recent },
    { kind: 'popular' as const, options: popular },
  ].filter((section) => section.options.length > 0);
}

export function withoutRecent(sections: SearchSection[], recentId: number): SearchSection[] {
  return sections
    .map((section) => ({ ...section, options: section.options.filter((option) => option.recentId !== recentId) }))
    .filter((section) => section.options.length > 0);
}
