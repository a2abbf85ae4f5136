import type { APIRequestContext, Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, pathIn, test, type Lang } from './fixtures';

// The demo seed has 80 Dutch articles in 7 categories; their dates move with the day it was seeded,
// so the specs ask the API what exists. News is Dutch on both sites: only the chrome is French.

type WireArticle = {
  id: number;
  category: { slug: string; translation: { title: string; route: string } };
  translation: { title: string; slug: string; route: string };
};
type WireList = { data: WireArticle[]; meta: { total: number; last_page: number } };
type WireCategory = { slug: string; articles_count: number; translation: { title: string; route: string } };

const PER_PAGE = 14;
/** A click on a page link renders a new page on the server: give the URL more time than a plain assertion. */
const NAVIGATION = { timeout: 20_000 };

async function api<T>(request: APIRequestContext, lang: Lang, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Language: lang, Accept: 'application/json' } });
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

const newsHome = (lang: Lang) => pathIn(lang, '/nieuws', '/actua');
const articlePath = (lang: Lang, category: string, slug: string) => pathIn(lang, `/nieuws/${category}/${slug}`);

function listSection(page: Page, t: <T>(values: Record<Lang, T>) => T) {
  return page.getByRole('region', { name: t({ nl: /^(Meer nieuws|Alle artikels)/, fr: /^(Plus d'actualités|Tous les articles)/ }) });
}

function pagination(page: Page, t: <T>(values: Record<Lang, T>) => T) {
  return page.getByRole('navigation', { name: t({ nl: 'Paginering', fr: 'Pagination' }) });
}

test.describe('news home', () => {
  test('opens with the newest stories, then the rest of the first 14, and the most read by period', async ({ page, lang, t, request }) => {
    test.slow();
    const newest = await api<WireList>(request, lang, `/news?per_page=${PER_PAGE}`);
    await page.goto(newsHome(lang));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Nieuws', fr: 'Actualités' }));

    const latest = page.getByRole('region', { name: t({ nl: 'Net verschenen', fr: 'À la une' }) });
    await expect(latest.getByRole('article')).toHaveCount(5);
    await expect(latest.getByRole('article').first().getByRole('heading')).toHaveText(newest.data[0]!.translation.title);
    // The top stories are the first five of the page: together with the list they show the 14 newest once.
    await expect(listSection(page, t).getByRole('article')).toHaveCount(PER_PAGE - 5);
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(titles.sort()).toEqual(newest.data.map((article) => article.translation.title).sort());

    const mostRead = page.getByRole('region', { name: t({ nl: 'Meest gelezen', fr: 'Les plus lus' }) });
    await expect(mostRead.getByRole('tab', { name: t({ nl: 'Week', fr: 'Semaine' }) })).toHaveAttribute('aria-selected', 'true');
    await mostRead.getByRole('tab', { name: t({ nl: 'Jaar', fr: 'Année' }) }).click();
    await expect(mostRead.getByRole('tab', { name: t({ nl: 'Jaar', fr: 'Année' }) })).toHaveAttribute('aria-selected', 'true');
    await expect(mostRead.getByRole('tabpanel').getByRole('link')).toHaveCount(5);
    if (lang === 'fr') await expect(page.getByText('Nos articles sont publiés en néerlandais.')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('pages through all articles with real links, 14 a page', async ({ page, lang, t, request }) => {
    // Several server-rendered pages and an accessibility scan in one test.
    test.slow();
    const { meta } = await api<WireList>(request, lang, `/news?per_page=${PER_PAGE}`);
    expect(meta.last_page).toBeGreaterThan(2);
    await page.goto(newsHome(lang));
    await pagination(page, t).getByRole('link', { name: t({ nl: 'Volgende', fr: 'Suivante' }) }).click();
    await expect(page).toHaveURL(new RegExp(`${newsHome(lang)}\\?page=2$`), NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t({ nl: 'Nieuws', fr: 'Actualités' }));
    await expect(page.getByText(t({ nl: `Pagina 2 van ${meta.last_page}`, fr: `Page 2 sur ${meta.last_page}` }))).toBeVisible();
    await expect(page.getByRole('region', { name: t({ nl: 'Net verschenen', fr: 'À la une' }) })).toHaveCount(0);
    await expect(listSection(page, t).getByRole('article')).toHaveCount(PER_PAGE);
    await expect(pagination(page, t).getByRole('link', { name: t({ nl: 'Pagina 2', fr: 'Page 2' }) })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);

    await pagination(page, t).getByRole('link', { name: t({ nl: `Pagina ${meta.last_page}`, fr: `Page ${meta.last_page}` }) }).click();
    await expect(page).toHaveURL(new RegExp(`\\?page=${meta.last_page}$`), NAVIGATION);
    await expect(listSection(page, t).getByRole('article')).toHaveCount(meta.total - PER_PAGE * (meta.last_page - 1));
    await expect(pagination(page, t).getByRole('link', { name: t({ nl: 'Volgende', fr: 'Suivante' }) })).toHaveCount(0);

    await pagination(page, t).getByRole('link', { name: t({ nl: 'Pagina 1', fr: 'Page 1' }) }).click();
    await expect(page).toHaveURL(new RegExp(`${newsHome(lang)}$`), NAVIGATION);
  });
});

test.describe('news category', () => {
  test('lists the articles of the category chosen in the category row', async ({ page, lang, t, request }) => {
    // Several server-rendered pages and an accessibility scan in one test.
    test.slow();
    const { data: categories } = await api<{ data: WireCategory[] }>(request, lang, '/news-categories');
    const category = categories.find((candidate) => candidate.articles_count > 0)!;
    await page.goto(newsHome(lang));
    const row = page.getByRole('navigation', { name: t({ nl: 'Rubrieken', fr: 'Rubriques' }) });
    await row.getByRole('link', { name: category.translation.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/nieuws/${category.slug}`)}$`), NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.translation.title);
    await expect(row.getByRole('link', { name: category.translation.title, exact: true })).toHaveAttribute('aria-current', 'page');

    const { data } = await api<WireList>(request, lang, `/news?per_page=${PER_PAGE}&category=${category.slug}`);
    const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
    expect(titles).toEqual(data.map((article) => article.translation.title));
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('news article', () => {
  test('shows the article with Article structured data, and its related articles lead to theirs', async ({ page, lang, t, request }) => {
    // Several server-rendered pages and an accessibility scan in one test.
    test.slow();
    const { data } = await api<WireList>(request, lang, '/news?per_page=1');
    const article = data[0]!;
    const path = articlePath(lang, article.category.slug, article.translation.slug);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.translation.title);
    // The article is Dutch: on the French site its text says so.
    if (lang === 'fr') await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'nl');
    else await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang');
    const body = page.getByRole('article', { name: article.translation.title });
    await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible();
    await expect(body.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}T/);

    const scripts = await page.locator('script[type="application/ld+json"]').allTextContents();
    const structured = scripts.map((text) => JSON.parse(text) as Record<string, unknown>);
    const ld = structured.find((entry) => entry['@type'] === 'Article');
    expect(ld, 'an Article JSON-LD block').toBeDefined();
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      headline: article.translation.title,
      publisher: { '@type': 'Organization', name: 'Dealwijzer' },
      mainEntityOfPage: { '@type': 'WebPage' },
    });
    // The article is Dutch only: on both sites its structured data names the canonical, Dutch address.
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', (ld!.mainEntityOfPage as { '@id': string })['@id']);
    expect(new URL((ld!.mainEntityOfPage as { '@id': string })['@id']).pathname).toBe(articlePath('nl', article.category.slug, article.translation.slug));
    expect(Number.isNaN(Date.parse(ld!.datePublished as string))).toBe(false);
    expect(Number.isNaN(Date.parse(ld!.dateModified as string))).toBe(false);
    expect((ld!.image as string[])[0]).toMatch(/^https?:\/\//);
    expect((ld!.author as { name: string }).name).toBeTruthy();
    await expectNoSeriousA11yViolations(page);

    const related = page.getByRole('complementary', { name: t({ nl: /^Meer in /, fr: /^Plus dans / }) });
    const links = related.getByRole('article').getByRole('heading').getByRole('link');
    await expect(links).toHaveCount(4);
    const next = (await links.first().textContent()) ?? '';
    const href = (await links.first().getAttribute('href')) ?? '';
    expect(href).toMatch(new RegExp(`^${pathIn(lang, `/nieuws/${article.category.slug}/`)}[^/]+$`));
    expect(href).not.toBe(path);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`${href}$`), NAVIGATION);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(next, NAVIGATION);
  });

  test('an article asked for under another category is sent to its own address', async ({ request, lang }) => {
    const { data: categories } = await api<{ data: WireCategory[] }>(request, lang, '/news-categories');
    const { data } = await api<WireList>(request, lang, '/news?per_page=1');
    const article = data[0]!;
    const other = categories.find((category) => category.slug !== article.category.slug)!;
    const response = await request.get(articlePath(lang, other.slug, article.translation.slug), { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(new URL(response.headers().location!, 'http://x').pathname).toBe(articlePath(lang, article.category.slug, article.translation.slug));
  });

  test('an unknown category, article or page is a 404', async ({ page, request, lang, t }) => {
    test.slow();
    const { data } = await api<WireList>(request, lang, '/news?per_page=1');
    const article = data[0]!;
    const paths = [
      pathIn(lang, '/nieuws/geen-rubriek-zo'),
      pathIn(lang, `/nieuws/${article.category.slug}/geen-artikel-zo`),
      pathIn(lang, `/nieuws/geen-rubriek-zo/${article.translation.slug}`),
      `${newsHome(lang)}?page=999`,
      `${newsHome(lang)}?page=twee`,
      `${pathIn(lang, `/nieuws/${article.category.slug}`)}?page=999`,
    ];
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(404);
    }
    await page.goto(paths[1]!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
  });
});
