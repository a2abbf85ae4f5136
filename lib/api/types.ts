/** Wire types shared by every resource module (Laravel-compatible, ARCHITECTURE rule 4). */
export type PageMeta = {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
  from: number | null;
  to: number | null;
};

export type Paginated<T, M extends object = object> = { data: T[]; meta: PageMeta & M };

export type Translated<T> = { translation: T };
