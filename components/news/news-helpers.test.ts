import { describe, expect, it } from 'vitest';
import { articleJsonLd, MAX_HEADLINE_LENGTH } from './article-json-ld';
import { newsSlugParam } from './news-params';
import { testArticleDetail } from './news-test-articles';
import { readingMinutes } from './reading-time';

const toAbsolute = (path: string) => `https://www.dealwijzer.example${path}`;
const base = {
  url: 'https://www.dealwijzer.example/nieuws/bespaartips/artikel-1',
  siteName: 'Dealwijzer',
  siteUrl: 'https://www.dealwijzer.example/',
  logoUrl: 'https://www.dealwijzer.example/icon.svg',
  toAbsolute,
};

describe('articleJsonLd', () => {
  it('describes the article with headline, image, dates, author, publisher and page', () => {
    expect(articleJsonLd({ ...base, article: testArticleDetail(1) })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: 'Slim besparen 1',
      description: 'Zo hou je elke maand meer over.',
      image: ['https://www.dealwijzer.example/api/media/generated/article/1.svg'],
      datePublished: '2026-11-18T09:30:00.000Z',
      dateModified: '2026-11-18T09:30:00.000Z',
      author: { '@type': 'Person', name: 'Nora El Amrani' },
      publisher: {
        '@type': 'Organization',
        name: 'Dealwijzer',
        url: 'https://www.dealwijzer.example/',
        logo: { '@type': 'ImageObject', url: 'https://www.dealwijzer.example/icon.svg' },
      },
      mainEntityOfPage: { '@type': 'WebPage', '@id': base.url },
      articleSection: 'Bespaartips',
      inLanguage: 'nl-BE',
    });
  });

  it('credits the site without an author, leaves out a missing image and shortens a long headline', () => {
    const title = 'Een heel lange titel '.repeat(10);
    const article = testArticleDetail(2, { author: null, image_url: null });
    const data = articleJsonLd({ ...base, article: { ...article, translation: { ...article.translation, title, meta_description: null, excerpt: null } } });
    expect(data.author).toEqual({ '@type': 'Organization', name: 'Dealwijzer', url: base.siteUrl });
    expect(data).not.toHaveProperty('image');
    expect(data).not.toHaveProperty('description');
    expect((data.headline as string).length).toBeLessThanOrEqual(MAX_HEADLINE_LENGTH);
    expect(data.headline as string).toMatch(/…$/);
  });
});

describe('readingMinutes', () => {
  it('counts words of the text, not the markup, at 200 a minute, at least one', () => {
    expect(readingMinutes('<p>kort</p>')).toBe(1);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(`<p>${'woord '.repeat(1000)}</p><ul><li>${'x '.repeat(200)}</li></ul>`)).toBe(6);
  });
});

describe('newsSlugParam', () => {
  it('accepts slugs and decodes them', () => {
    expect(newsSlugParam('bespaartips')).toBe('bespaartips');
    expect(newsSlugParam('caf%C3%A9-tips')).toBe('café-tips');
  });

  it('refuses what cannot be a slug', () => {
    expect(newsSlugParam('')).toBeNull();
    expect(newsSlugParam('%E0%A4%A')).toBeNull();
    expect(newsSlugParam('met%20spatie')).toBeNull();
    expect(newsSlugParam('a%2Fb')).toBeNull();
    expect(newsSlugParam('x'.repeat(201))).toBeNull();
  });
});
