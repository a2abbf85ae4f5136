import type { Article, ArticleDetail, TopArticles } from '@/lib/api/content';

/** News articles for component tests: a valid article with overrides. */
export function testArticle(id: number, overrides: Partial<Article> = {}): Article {
  const slug = `artikel-${id}`;
  return {
    id,
    image_url: `/api/media/generated/article/${id}.svg`,
    published_at: '2026-11-18T09:30:00.000Z',
    author: 'Nora El Amrani',
    views: 1234,
    is_favourite: false,
    category: { id: 1, slug: 'bespaartips', translation: { title: 'Bespaartips', slug: 'bespaartips', route: '/nieuws/bespaartips' } },
    translation: {
      title: `Slim besparen ${id}`,
      slug,
      route: `/nieuws/bespaartips/${slug}`,
      meta_description: 'Zo hou je elke maand meer over.',
      excerpt: 'Zo hou je elke maand meer over.',
    },
    ...overrides,
  };
}

export function testArticleDetail(id: number, overrides: Partial<ArticleDetail> = {}): ArticleDetail {
  return { ...testArticle(id), content: '<p>Een korte tekst.</p>', related: [testArticle(id + 1)], ...overrides };
}

export function testTopArticles(): TopArticles {
  return {
    most_recently: [testArticle(1), testArticle(2)],
    last_week: [testArticle(3, { views: 900 }), testArticle(4, { views: 1 })],
    last_month: [testArticle(5)],
    last_year: [],
  };
}
