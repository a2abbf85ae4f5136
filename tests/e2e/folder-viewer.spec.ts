import { expect, expectNoSeriousA11yViolations, pathIn, test } from './fixtures';
import { api, currentFolder, itemsOnPage, viewerReady, openViewer, folderBar, pageSlide, swipe, type WireFolder } from './folder-helpers';

test.describe('folder viewer', () => {
  test('renders the first page, the folder menu bar and the title', async ({ page, lang, t, request }) => {
    const folder = await currentFolder(request, lang);
    // Hydration must keep the server's HTML: were the first page image replaced, its paint (the LCP)
    // would wait for all the JavaScript.
    await page.addInitScript(() => {
      const counter = window as unknown as { removedPageImages: number };
      counter.removedPageImages = 0;
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.removedNodes) {
            if (node instanceof Element && (node.matches('img') ? [node] : [...node.querySelectorAll('img')]).some((img) => img.getAttribute('fetchpriority') === 'high')) {
              counter.removedPageImages += 1;
            }
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openViewer(page, folder.route, t);
    expect(await page.evaluate(() => (window as unknown as { removedPageImages: number }).removedPageImages)).toBe(0);
    const store = folder.store.translation.title;
    await expect(page).toHaveTitle(
      t({ nl: new RegExp(`^Folder ${store} van \\d\\d/\\d\\d/\\d{4} tot \\d\\d/\\d\\d/\\d{4}`), fr: new RegExp(`^Dépliant ${store} du \\d\\d/\\d\\d/\\d{4} au`) }),
    );
    // The folder variant replaces the layout's menu bar on this route.
    const bar = folderBar(page, t);
    await expect(bar).toBeVisible();
    await expect(page.getByRole('navigation', { name: t({ nl: 'Hoofdnavigatie', fr: 'Navigation principale' }) })).toBeHidden();
    await expect(bar.getByRole('link', { name: new RegExp(`1 / ${folder.pages_count}`) })).toBeVisible();
    await expect(bar.getByRole('link', { name: new RegExp(String(folder.items_count)) })).toBeVisible();
    // The first page is the LCP image: in the HTML, prioritised, sized, not lazy.
    const first = pageSlide(page, t, 1, folder.pages_count).getByRole('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('width', /\d+/);
    await expect(first).not.toHaveAttribute('loading', 'lazy');
    // Every item of the page is a named link over the picture.
    const items = itemsOnPage(folder, 1);
    await expect(pageSlide(page, t, 1, folder.pages_count).getByRole('link')).toHaveCount(items.length);
    await expectNoSeriousA11yViolations(page);
  });

  test('turns pages with the keyboard and keeps the page in the URL without history entries', async ({ page, t, request, lang, isMobile }) => {
    test.skip(isMobile, 'Arrow keys are for desktops');
    const folder = await currentFolder(request, lang);
    await openViewer(page, folder.route, t);
    const historyLength = await page.evaluate(() => history.length);
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(folderBar(page, t).getByRole('link', { name: new RegExp(`2 / ${folder.pages_count}`) })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3');
    await page.keyboard.press('ArrowLeft');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    expect(await page.evaluate(() => history.length)).toBe(historyLength);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole('button', { name: t({ nl: 'Volgende pagina', fr: 'Page suivante' }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3');
    await expect(pageSlide(page, t, 3, folder.pages_count).getByRole('img')).toBeVisible();
  });

  test('turns pages with a swipe on a phone', async ({ page, t, request, lang, isMobile }) => {
    test.skip(!isMobile, 'Touch swipes are for phones');
    const folder = await currentFolder(request, lang);
    await openViewer(page, folder.route, t);
    const stage = pageSlide(page, t, 1, folder.pages_count);
    await swipe(page, stage, 'left');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await swipe(page, pageSlide(page, t, 2, folder.pages_count), 'left');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3');
    await swipe(page, pageSlide(page, t, 3, folder.pages_count), 'right');
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '2');
    await expect(folderBar(page, t).getByRole('link', { name: new RegExp(`2 / ${folder.pages_count}`) })).toBeVisible();
  });

  test('opens at the page of ?page= and clamps a page out of range', async ({ page, t, request, lang }) => {
    const folder = await currentFolder(request, lang);
    // The server already sends page 3 as the prioritised image (no first page painted and swapped).
    const html = await (await request.get(`${folder.route}?page=3`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toMatch(new RegExp(`<img[^>]*alt="[^"]*${t({ nl: 'pagina', fr: 'page' })} 3 [^"]*"[^>]*fetchPriority="high"`, 'i'));
    await openViewer(page, `${folder.route}?page=3`, t);
    await expect(folderBar(page, t).getByRole('link', { name: new RegExp(`3 / ${folder.pages_count}`) })).toBeVisible();
    await expect(pageSlide(page, t, 3, folder.pages_count).getByRole('img')).toBeInViewport();
    await openViewer(page, `${folder.route}?page=999`, t);
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === String(folder.pages_count));
    await expect(pageSlide(page, t, folder.pages_count, folder.pages_count).getByRole('img')).toBeInViewport();
    // Tracking tags are not the viewer's: they stay in the address, on the cached page and on the query page.
    await openViewer(page, `${folder.route}?utm_source=nieuwsbrief`, t);
    await expect(page).toHaveURL((url) => url.searchParams.get('utm_source') === 'nieuwsbrief');
    await openViewer(page, `${folder.route}?page=2&utm_source=nieuwsbrief`, t);
    await expect(page).toHaveURL((url) => url.searchParams.get('utm_source') === 'nieuwsbrief' && url.searchParams.get('page') === '2');
  });

  test('a link to an item (?page=N&item=ID, as search suggestions make) opens its page with the item highlighted', async ({ page, t, request, lang }) => {
    const folder = await currentFolder(request, lang);
    const pageNumber = folder.pages?.find((candidate) => candidate.page_number > 1 && (candidate.items?.length ?? 0) > 0)?.page_number;
    test.skip(!pageNumber, 'No page after the first with items');
    const item = itemsOnPage(folder, pageNumber ?? 1)[0];
    if (!pageNumber || !item) return;
    await openViewer(page, `${folder.route}?page=${pageNumber}&item=${item.id}`, t);
    const highlighted = pageSlide(page, t, pageNumber, folder.pages_count).locator('a[aria-current="true"]');
    await expect(highlighted).toHaveCount(1);
    await expect(highlighted).toHaveAttribute('href', item.route);
    await expect(highlighted).toBeInViewport();
  });

  test('shows the three sub-views from the menu bar and their query flags', async ({ page, t, request, lang }) => {
    const folder = await currentFolder(request, lang);
    await openViewer(page, folder.route, t);
    const bar = folderBar(page, t);

    await bar.getByRole('link', { name: t({ nl: /Alle promo's/, fr: /Toutes les promos/ }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('allpromoview'));
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Alle promoties in deze folder', fr: 'Toutes les promotions de ce dépliant' }) })).toBeFocused();
    const firstItem = itemsOnPage(folder, 1)[0];
    if (firstItem) await expect(page.getByRole('article').filter({ hasText: firstItem.title }).first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // The browser's back closes the view.
    await page.goBack();
    await expect(page).toHaveURL((url) => !url.searchParams.has('allpromoview'));
    await expect(pageSlide(page, t, 1, folder.pages_count)).toBeVisible();

    await bar.getByRole('link', { name: t({ nl: /Deze pagina/, fr: /Cette page/ }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('folderpageview'));
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Promoties op pagina 1', fr: 'Promotions de la page 1' }) })).toBeVisible();
    await page.getByRole('link', { name: t({ nl: 'Terug naar de folder', fr: 'Retour au dépliant' }) }).click();
    await expect(page).toHaveURL((url) => !url.searchParams.has('folderpageview'));

    await bar.getByRole('link', { name: new RegExp(`1 / ${folder.pages_count}`) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('folderoverview'));
    const overview = page.getByRole('heading', { level: 2, name: t({ nl: "Alle pagina's", fr: 'Toutes les pages' }) });
    await expect(overview).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: t({ nl: /^Pagina 3\b/, fr: /^Page 3\b/ }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get('page') === '3' && !url.searchParams.has('folderoverview'));
    await expect(pageSlide(page, t, 3, folder.pages_count).getByRole('img')).toBeInViewport();
  });

  test('a sub-view flag in the address opens that view', async ({ page, t, request, lang }) => {
    const folder = await currentFolder(request, lang);
    // A deep link renders the view it names on the server (the per-request query page), not the first page first.
    const html = await (await request.get(`${folder.route}?page=2&folderpageview=1`, { headers: { Accept: 'text/html' } })).text();
    expect(html).toContain(t({ nl: 'Promoties op pagina 2', fr: 'Promotions de la page 2' }));
    await page.goto(`${folder.route}?page=2&folderpageview=1`);
    await expect(page.getByRole('heading', { level: 2, name: t({ nl: 'Promoties op pagina 2', fr: 'Promotions de la page 2' }) })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(itemsOnPage(folder, 2).length);
    await expectNoSeriousA11yViolations(page);
  });

  test('an item rectangle opens its folder promo', async ({ page, t, request, lang, isMobile }) => {
    const folder = await currentFolder(request, lang);
    const item = itemsOnPage(folder, 1)[0];
    test.skip(!item, 'The first page has no items');
    await openViewer(page, folder.route, t);
    const link = pageSlide(page, t, 1, folder.pages_count).getByRole('link', { name: new RegExp(`^${item!.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}, `) });
    await expect(link).toHaveAttribute('href', item!.route);
    if (isMobile) await link.tap();
    else await link.click();
    await expect(page).toHaveURL((url) => url.pathname === item!.route);
  });

  test('the phone back button leaves a sub-view, then goes up to the store\'s folders', async ({ page, t, request, lang, isMobile }) => {
    test.skip(!isMobile, 'The back button is for small screens');
    const folder = await currentFolder(request, lang);
    await page.goto(folder.store.translation.folders_route);
    await page.getByRole('region', { name: t({ nl: 'Huidige folders', fr: 'Dépliants en cours' }) }).locator(`a[href="${folder.route}"]`).first().click();
    await expect(page).toHaveURL((url) => url.pathname === folder.route);
    await viewerReady(page, t);
    await folderBar(page, t).getByRole('link', { name: t({ nl: /Alle promo's/, fr: /Toutes les promos/ }) }).click();
    await expect(page).toHaveURL((url) => url.searchParams.has('allpromoview'));
    const back = page.getByRole('button', { name: t({ nl: 'Terug', fr: 'Retour' }) });
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === folder.route && !url.searchParams.has('allpromoview'));
    await expect(pageSlide(page, t, 1, folder.pages_count)).toBeVisible();
    await viewerReady(page, t);
    await back.click();
    await expect(page).toHaveURL((url) => url.pathname === folder.store.translation.folders_route, { timeout: 15_000 });
  });
});

test.describe('folder addresses', () => {
  test('two folders of a store starting on the same day each open at their own address', async ({ page, request, lang }) => {
    const list = '/folders?per_page=100&include=store';
    const { data: folders } = await api<{ data: WireFolder[] }>(request, lang, list);
    const { data: inOtherLang } = await api<{ data: WireFolder[] }>(request, lang === 'nl' ? 'fr' : 'nl', list);
    const otherStoreSlug = new Map(inOtherLang.map((folder) => [folder.id, folder.store.translation.slug]));
    const byDay = new Map<string, WireFolder[]>();
    for (const folder of folders) {
      const key = `${folder.store.id}:${folder.valid_from}`;
      byDay.set(key, [...(byDay.get(key) ?? []), folder]);
    }
    const pairs = [...byDay.values()].filter((sameDay) => sameDay.length > 1).map((sameDay) => sameDay.sort((a, b) => a.slug.localeCompare(b.slug)));
    expect(pairs.length, 'the seed has a store with two folders starting on the same day').toBeGreaterThan(0);
    // Preferably a store named differently in the other language, for the redirect below.
    const [first, second] = pairs.find(([folder]) => otherStoreSlug.get(folder!.id) !== folder!.store.translation.slug) ?? pairs[0]!;
    // The first keeps the bare date (the address both had before), the next one gets -2.
    expect(first!.route.endsWith(`/${first!.valid_from}`)).toBe(true);
    expect(second!.route.endsWith(`/${second!.valid_from}-2`)).toBe(true);
    for (const folder of [first!, second!]) {
      await page.goto(folder.route);
      await expect(page).toHaveURL((url) => url.pathname === folder.route);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(folder.translation.title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${folder.route}$`));
    }
    // The other language's store slug is sent on to this language's address of the same folder.
    const otherSlug = otherStoreSlug.get(second!.id);
    if (otherSlug && otherSlug !== second!.store.translation.slug) {
      const response = await request.get(`${pathIn(lang, '/folders', '/depliants')}/${otherSlug}/${second!.slug}`, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(response.headers().location).toMatch(new RegExp(`${second!.route}$`));
      // A deep link keeps its page (and any other parameter) through that redirect.
      const deep = await request.get(`${pathIn(lang, '/folders', '/depliants')}/${otherSlug}/${second!.slug}?page=2&utm_source=nb`, { maxRedirects: 0 });
      expect(deep.status()).toBe(308);
      expect(deep.headers().location).toMatch(new RegExp(`${second!.route}\\?page=2&utm_source=nb$`));
    }
  });
});

test.describe('folder route checks', () => {
  test('an unknown store, folder date, another store\'s date or a malformed date is a 404', async ({ page, request, lang, t }) => {
    const { data: folders } = await api<{ data: WireFolder[] }>(request, lang, '/folders?per_page=100&include=store');
    const folder = folders[0]!;
    const slug = folder.store.translation.slug;
    // A date on which another store has a folder and this one has none.
    let otherStoresDate: string | undefined;
    for (const other of folders.filter((candidate) => candidate.store.id !== folder.store.id)) {
      const response = await request.get(`/api/store/${slug}/folders/${other.valid_from}`);
      if (response.status() === 404) {
        otherStoresDate = other.valid_from;
        break;
      }
    }
    expect(otherStoresDate, 'the seed has a date of another store').toBeDefined();
    const base = pathIn(lang, '/folders', '/depliants');
    const paths = [
      `${base}/geen-winkel-zo`,
      `${base}/geen-winkel-zo/${folder.valid_from}`,
      `${base}/${slug}/1999-01-01`,
      `${base}/${slug}/${otherStoresDate}`,
      `${base}/${slug}/2026-02-30`,
      `${base}/${slug}/morgen`,
    ];
    for (const path of paths) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
    }
    await page.goto(paths[2]!);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(t({ nl: 'Pagina niet gevonden', fr: 'Page introuvable' }));
  });
});
