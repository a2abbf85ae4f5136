import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROMO_TYPE_FILTERS } from '@/lib/schemas/feed-filters';
import { countValue, executeRows, type Db } from '../client';
import { createTestDb, type TestDbHandle } from '../test-db';
import { verifyPassword } from '../../services/passwords';
import { BASE_ONLINE_PROMOS, BASE_POSTS, DEMO_LOGIN, seedDemo, type SeedSummary } from './index';
import { SECOND_LOGIN } from './data/people';
import { hasCatalogue } from './database';

// A fixed "today" in winter time; the catalogue's dates are relative to it.
const NOW = new Date('2026-02-10T10:30:00Z');
const TODAY = '2026-02-10';

async function rows<T extends Record<string, unknown>>(db: Db, query: string): Promise<T[]> {
  return executeRows<T>(db, sql.raw(query));
}

async function count(db: Db, query: string): Promise<number> {
  const [row] = await rows<{ n: unknown }>(db, query);
  return countValue(row?.n);
}

/** A digest of the demo part of the catalogue: titles, slugs, prices, dates and rectangles. */
async function digest(db: Db): Promise<string> {
  const queries = [
    'select id, title_nl, title_fr, slug_nl, slug_fr, folder_client_type, logo_path from stores order by id',
    'select id, title_nl, slug_fr, affiliate_url from webshops order by id',
    'select id, brand_id, category_id, title_nl, title_fr, slug_nl from products order by id',
    'select id, store_id, title_nl, title_fr, valid_from, valid_to, published_at, pages_count from folders where id <= 100 order by id',
    'select id, folder_page_id, title_nl, new_price, old_price, discount_text_fr, x, y, width, height from folder_items where folder_id <= 100 order by id',
    `select id, type, title_nl, title_fr, discount_code, new_price, old_price, started_at, expired_at from online_promos where id <= ${BASE_ONLINE_PROMOS} order by id`,
    `select id, user_id, type_id, title, new_price, status from posts where id <= ${BASE_POSTS} order by id`,
    'select title, slug, published_at from articles order by id',
    'select fname, lname, email, locale, referral_code from users order by id',
  ];
  const hash = createHash('sha256');
  for (const query of queries) hash.update(JSON.stringify(await rows(db, query)));
  return hash.digest('hex');
}

describe('demo catalogue', () => {
  let handle: TestDbHandle;
  let db: Db;
  let summary: SeedSummary;

  beforeAll(async () => {
    handle = await createTestDb();
    db = handle.db;
    const started = Date.now();
    summary = await seedDemo(db, { now: NOW });
    // Reported, not asserted: timings belong to benchmarks, not tests.
    console.info(`seedDemo on ${handle.kind}: ${Date.now() - started} ms, ${summary.feedItems} feed items`);
  }, 180_000);

  afterAll(async () => {
    await handle?.close();
  });

  it('has at least the catalogue server/db/seed/README.md describes', async () => {
    expect(await hasCatalogue(db)).toBe(true);
    expect(await count(db, 'select count(*) as n from stores')).toBeGreaterThanOrEqual(30);
    expect(await count(db, 'select count(*) as n from webshops')).toBeGreaterThanOrEqual(40);
    expect(await count(db, 'select count(*) as n from brands')).toBeGreaterThanOrEqual(60);
    expect(await count(db, 'select count(*) as n from products')).toBeGreaterThanOrEqual(300);
    expect(await count(db, 'select count(*) as n from products where brand_id is null or category_id is null')).toBe(0);
    expect(await count(db, 'select count(*) as n from users')).toBeGreaterThanOrEqual(20);
    expect(await count(db, 'select count(*) as n from prizes')).toBeGreaterThanOrEqual(8);
    // The pot lists prizes in position order: from the cheapest up.
    const costs = await rows<{ points_cost: number }>(db, 'select points_cost from prizes order by position, id');
    const inOrder = costs.map((row) => Number(row.points_cost));
    expect(inOrder).toEqual([...inOrder].sort((a, b) => a - b));

    const byType = await rows<{ folder_client_type: number; n: unknown }>(
      db,
      'select folder_client_type, count(*) as n from stores group by 1 order by 1',
    );
    expect(byType.map((row) => [row.folder_client_type, countValue(row.n)])).toEqual([
      [1, 12],
      [2, 8],
      [3, 10],
    ]);
  });

  it('has 20 categories with titles and simplified titles in both languages', async () => {
    const categories = await rows<Record<string, string | null>>(
      db,
      'select title_nl, title_fr, simplified_title_nl, simplified_title_fr, slug_nl, slug_fr from categories',
    );
    expect(categories).toHaveLength(20);
    for (const category of categories) {
      for (const value of Object.values(category)) expect(value).toBeTruthy();
    }
    expect(categories.map((category) => category.simplified_title_nl)).toContain('Voeding');
    expect(categories.map((category) => category.simplified_title_fr)).toContain('Alimentation');
  });

  it('has the product post types with subtypes, and the bonus actions', async () => {
    const types = await rows<{ id: number; parent_id: number | null; kind: number }>(db, 'select id, parent_id, kind from promo_types order by id');
    expect(types.filter((type) => type.parent_id === null).map((type) => type.id)).toEqual([1, 2, 3, 5, 6, 7, 8, 9, 10]);
    const children = types.filter((type) => type.parent_id !== null);
    expect(children.length).toBeGreaterThan(10);
    expect(children.every((child) => child.id >= 100)).toBe(true);
    expect(types.find((type) => type.id === 5)?.kind).toBe(2);
    expect(types.find((type) => type.id === 6)?.kind).toBe(3);
    const cashback = await rows<{ title_nl: string; title_fr: string }>(db, 'select title_nl, title_fr from promo_types where parent_id = 2');
    expect(cashback).toContainEqual({ title_nl: 'Cashback op aankoop', title_fr: 'Cashback sur achat' });

    const bonuses = await rows<{ type: string; impact_on_balance: number }>(db, 'select type, impact_on_balance from bonus_actions');
    const impact = Object.fromEntries(bonuses.map((bonus) => [bonus.type, bonus.impact_on_balance]));
    expect(impact.optional_content).toBe(2);
    expect(impact.referrals_first_post_approved).toBe(25);
    expect(impact.post_approved).toBeGreaterThan(0);
  });

  it('has current, upcoming and expired folders relative to today', async () => {
    const current = `valid_from <= '${TODAY}' and valid_to >= '${TODAY}'`;
    expect(await count(db, `select count(*) as n from folders where ${current}`)).toBeGreaterThanOrEqual(60);
    expect(await count(db, `select count(*) as n from folders where valid_from > '${TODAY}'`)).toBeGreaterThanOrEqual(15);
    expect(await count(db, `select count(*) as n from folders where valid_to < '${TODAY}'`)).toBeGreaterThanOrEqual(25);
    // Mostly paid and semi-paid stores.
    expect(
      await count(db, `select count(*) as n from folders f join stores s on s.id = f.store_id where ${current} and s.folder_client_type = 3`),
    ).toBeLessThanOrEqual(10);
    expect(await count(db, `select count(*) as n from folders where published_at > '${NOW.toISOString()}'`)).toBe(0);
  });

  it('gives every current folder 8–24 pages with 2–8 non-overlapping items inside the page', async () => {
    const pages = await rows<{ folder_id: number; pages_count: number; page_id: number; page_number: number; width: number; height: number; image_path: string }>(
      db,
      `select f.id as folder_id, f.pages_count, p.id as page_id, p.page_number, p.width, p.height, p.image_path
         from folders f join folder_pages p on p.folder_id = f.id
        where f.valid_from <= '${TODAY}' and f.valid_to >= '${TODAY}'`,
    );
    const items = await rows<{ folder_page_id: number; x: number; y: number; width: number; height: number }>(
      db,
      'select folder_page_id, x, y, width, height from folder_items',
    );
    const itemsByPage = new Map<number, typeof items>();
    for (const item of items) itemsByPage.set(item.folder_page_id, [...(itemsByPage.get(item.folder_page_id) ?? []), item]);

    const pagesByFolder = new Map<number, typeof pages>();
    for (const page of pages) pagesByFolder.set(page.folder_id, [...(pagesByFolder.get(page.folder_id) ?? []), page]);
    expect(pagesByFolder.size).toBeGreaterThanOrEqual(60);
    for (const folderPages of pagesByFolder.values()) {
      expect(folderPages.length).toBeGreaterThanOrEqual(8);
      expect(folderPages.length).toBeLessThanOrEqual(24);
      expect(folderPages[0]?.pages_count).toBe(folderPages.length);
      expect(folderPages.map((page) => page.page_number).sort((a, b) => a - b)).toEqual(folderPages.map((_, index) => index + 1));
    }
    for (const page of pages) {
      expect([page.width, page.height]).toEqual([1000, 1414]);
      expect(page.image_path).toBe(`generated/folder-page/${page.page_id}.svg`);
      const rects = itemsByPage.get(page.page_id) ?? [];
      expect(rects.length).toBeGreaterThanOrEqual(2);
      expect(rects.length).toBeLessThanOrEqual(8);
      for (const rect of rects) {
        expect(rect.x).toBeGreaterThanOrEqual(0);
        expect(rect.y).toBeGreaterThanOrEqual(0);
        expect(rect.width).toBeGreaterThan(0);
        expect(rect.height).toBeGreaterThan(0);
        expect(rect.x + rect.width).toBeLessThanOrEqual(1);
        expect(rect.y + rect.height).toBeLessThanOrEqual(1);
      }
      rects.forEach((a, i) =>
        rects.slice(i + 1).forEach((b) => {
          const overlaps = a.x < b.x + b.width - 1e-6 && b.x < a.x + a.width - 1e-6 && a.y < b.y + b.height - 1e-6 && b.y < a.y + a.height - 1e-6;
          expect(overlaps).toBe(false);
        }),
      );
    }
  });

  it('gives folder items realistic prices or discount texts', async () => {
    expect(await count(db, 'select count(*) as n from folder_items where new_price is null and discount_text_nl is null')).toBe(0);
    expect(await count(db, 'select count(*) as n from folder_items where old_price is not null and new_price >= old_price')).toBe(0);
    expect(await count(db, "select count(*) as n from folder_items where discount_text_nl = '2+1 gratis' and discount_text_fr = '2+1 gratuit'")).toBeGreaterThan(0);
    expect(await count(db, "select count(*) as n from folder_items where discount_text_nl = '2de aan halve prijs'")).toBeGreaterThan(0);
  });

  it('indexes at least 1,000 current feed items of every kind and filter value', async () => {
    const now = `'${NOW.toISOString()}'`;
    const currentWhere = `is_active and (started_at is null or started_at <= ${now}) and (expired_at is null or expired_at > ${now})`;
    expect(await count(db, `select count(*) as n from feed_items where ${currentWhere}`)).toBeGreaterThanOrEqual(1000);
    const kinds = await rows<{ morphable_type: string }>(db, `select distinct morphable_type from feed_items where ${currentWhere} order by 1`);
    expect(kinds.map((kind) => kind.morphable_type)).toEqual(['Folder', 'FolderItem', 'OnlinePromo', 'Post']);
    const filters = await rows<{ promo_type: string }>(db, `select distinct promo_type from feed_items where ${currentWhere} and promo_type is not null`);
    expect(filters.map((filter) => filter.promo_type).sort()).toEqual([...PROMO_TYPE_FILTERS].sort());

    expect(await count(db, `select count(*) as n from feed_items where expired_at <= ${now}`)).toBeGreaterThan(50);
    expect(await count(db, `select count(*) as n from feed_items where started_at > ${now}`)).toBeGreaterThan(10);
    expect(await count(db, `select count(*) as n from feed_items where published_at > ${now}`)).toBe(0);
    expect(await count(db, 'select count(*) as n from feed_items where rating <> hits_count - dislikes_count')).toBe(0);
    expect(await count(db, 'select count(*) as n from feed_items where rating >= 150')).toBeGreaterThanOrEqual(3);
    expect(await count(db, 'select count(*) as n from feed_items where rating < 0')).toBeGreaterThan(0);
    expect(await count(db, "select count(*) as n from online_promos where type = 'discount_code' and discount_code ~ '^[A-Z]+[0-9]+$'")).toBeGreaterThan(50);
    expect(await count(db, "select count(*) as n from online_promos where type = 'day_deals'")).toBeGreaterThan(20);
  });

  it('has a feed row for every folder item, folder, online promo and post', async () => {
    const missing = async (table: string, type: string) =>
      count(
        db,
        `select count(*) as n from ${table} t where not exists (select 1 from feed_items f where f.morphable_type = '${type}' and f.morphable_id = t.id)`,
      );
    expect(await missing('folder_items', 'FolderItem')).toBe(0);
    expect(await missing('folders', 'Folder')).toBe(0);
    expect(await missing('online_promos', 'OnlinePromo')).toBe(0);
    expect(await missing('posts', 'Post')).toBe(0);
    expect(await count(db, "select count(*) as n from feed_items f join posts p on p.id = f.morphable_id where f.morphable_type = 'Post' and f.is_active <> (p.status = 'approved')")).toBe(0);
    expect(await count(db, 'select count(*) as n from reactions')).toBeGreaterThan(1000);
  });

  it('has unique slugs in both locales', async () => {
    for (const table of ['stores', 'webshops', 'brands', 'products', 'categories']) {
      expect(await count(db, `select count(*) as n from ${table} where slug_nl !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or slug_fr !~ '^[a-z0-9]+(-[a-z0-9]+)*$'`)).toBe(0);
    }
    const pages = await rows<{ group_key: string; locale: string; slug: string }>(db, 'select group_key, locale, slug from pages');
    const groups = new Map<string, Record<string, string>>();
    for (const page of pages) groups.set(page.group_key, { ...groups.get(page.group_key), [page.locale]: page.slug });
    for (const key of ['terms', 'privacy-policy', 'mobile-app', 'contact', 'bonus-points', 'who-or-what']) {
      expect(Object.keys(groups.get(key) ?? {}).sort()).toEqual(['fr', 'nl']);
    }
    expect(groups.get('terms')).toEqual({ nl: 'terms', fr: 'terms' });
    expect(groups.get('privacy-policy')).toEqual({ nl: 'privacy-policy', fr: 'privacy-policy' });
    expect(groups.get('who-or-what')).toEqual({ nl: 'wie-of-wat', fr: 'qui-ou-quoi' });
  });

  it('uses invented names and .example addresses only', async () => {
    const names = await rows<{ title: string }>(
      db,
      'select title_nl as title from stores union all select title_fr from stores union all select title_nl from webshops union all select title_fr from webshops union all select title_nl from brands',
    );
    const trademarks = /\b(delhaize|colruyt|aldi|lidl|carrefour|bol(\.com)?|coolblue|zalando|amazon|ikea|decathlon|hema|kruidvat|media ?markt|albert heijn|intermarch[eé]|spar|brico|gamma|hubo|krefel|vanden borre|fnac)\b/i;
    expect(names.filter((name) => trademarks.test(name.title))).toEqual([]);
    const urls = await rows<{ url: string }>(
      db,
      `select website_url as url from stores union all select website_url from webshops union all select affiliate_url from webshops
       union all select target_url from goto_links union all select url from online_promos where url is not null`,
    );
    expect(urls.length).toBeGreaterThan(100);
    for (const { url } of urls) expect(new URL(url).hostname).toMatch(/\.example$/);
  });

  it('has Dutch news in six or more categories, some of it from the last week', async () => {
    expect(await count(db, 'select count(*) as n from articles')).toBe(80);
    expect(await count(db, 'select count(distinct news_category_id) as n from articles')).toBeGreaterThanOrEqual(6);
    const weekAgo = new Date(NOW.getTime() - 7 * 24 * 3600 * 1000).toISOString();
    expect(await count(db, `select count(*) as n from articles where published_at >= '${weekAgo}' and published_at <= '${NOW.toISOString()}'`)).toBeGreaterThanOrEqual(3);
    expect(await count(db, `select count(*) as n from articles where published_at > '${NOW.toISOString()}'`)).toBe(0);
    expect(await count(db, "select count(*) as n from articles where content not like '%<h2>%' or content not like '%<ul>%' or content not like '%<p>%'")).toBe(0);
  });

  it('has the demo login, with its social graph, points and notifications', async () => {
    const [demo] = await rows<{ id: number; password_hash: string; locale: string; email_verified_at: unknown }>(
      db,
      `select id, password_hash, locale, email_verified_at from users where email = '${DEMO_LOGIN.email}'`,
    );
    expect(demo).toBeDefined();
    if (!demo) return;
    expect(demo.locale).toBe('nl');
    expect(demo.email_verified_at).not.toBeNull();
    await expect(verifyPassword(DEMO_LOGIN.password, demo.password_hash)).resolves.toBe(true);
    await expect(verifyPassword('wrong', demo.password_hash)).resolves.toBe(false);
    expect(await count(db, 'select count(*) as n from users where password_hash is not null')).toBeLessThanOrEqual(3);

    // Referral codes look like real sign-ups' (10 upper-case letters and digits), none readable from a name.
    const codes = await rows<{ fname: string; referral_code: string }>(db, 'select fname, referral_code from users');
    for (const { fname, referral_code: code } of codes) {
      expect(code).toMatch(/^[A-Z0-9]{10}$/);
      expect(code).not.toContain(fname.toUpperCase().slice(0, 4));
    }
    expect(new Set(codes.map((row) => row.referral_code)).size).toBe(codes.length);
    expect(await count(db, `select count(*) as n from referrals where referrer_id = ${demo.id}`)).toBe(1);
    expect(await count(db, `select count(*) as n from users where invited_by = ${demo.id}`)).toBe(1);
    expect(await count(db, `select count(*) as n from follows where follower_id = ${demo.id}`)).toBeGreaterThan(0);
    expect(await count(db, `select count(*) as n from follows where followed_id = ${demo.id}`)).toBeGreaterThan(0);
    expect(await count(db, `select count(*) as n from posts where user_id = ${demo.id}`)).toBeGreaterThan(0);
    expect(await count(db, `select count(*) as n from notifications where user_id = ${demo.id} and read_at is null`)).toBeGreaterThan(0);
    expect(await count(db, `select count(*) as n from deal_alert_subscriptions where user_id = ${demo.id}`)).toBeGreaterThan(0);
    expect(await count(db, `select count(*) as n from reactions where user_id = ${demo.id} and kind = 'favourite'`)).toBeGreaterThan(0);
    // Balances agree with the ledger for everyone.
    expect(
      await count(
        db,
        `select count(*) as n from points_accounts a
          where a.available <> coalesce((select sum(impact) from points_ledger l where l.user_id = a.user_id), 0)`,
      ),
    ).toBe(0);
    expect(await count(db, 'select count(*) as n from points_accounts where available < 0')).toBe(0);
  });

  it('keeps a ledger the awards would have written: every member one account, balances and totals its sums', async () => {
    expect(await count(db, 'select count(*) as n from users u where not exists (select 1 from points_accounts a where a.user_id = u.id)')).toBe(0);
    expect(
      await count(
        db,
        `select count(*) as n from points_accounts a
          where a.total <> coalesce((select sum(impact) from points_ledger l where l.user_id = a.user_id and l.impact > 0), 0)`,
      ),
    ).toBe(0);
    // Credits name a bonus action and pay its impact; spends are prize requests.
    expect(
      await count(
        db,
        `select count(*) as n from points_ledger l left join bonus_actions b on b.type = l.bonus_action_type
          where (l.impact > 0 and (b.id is null or l.impact <> b.impact_on_balance))
             or (l.impact < 0 and l.bonus_action_type <> 'prize_request')`,
      ),
    ).toBe(0);
    // A published post's credits are its bonus_impact; a held or rejected post has none.
    expect(
      await count(
        db,
        `select count(*) as n from posts p
          where (case when p.status = 'approved' then p.bonus_impact else 0 end)
             <> coalesce((select sum(impact) from points_ledger l where l.bonusable_type = 'Post' and l.bonusable_id = p.id), 0)`,
      ),
    ).toBe(0);
    expect(await count(db, "select count(*) as n from points_ledger where bonus_action_type = 'registration'")).toBe(
      await count(db, 'select count(*) as n from users'),
    );
  });

  it('has notifications for both demo logins, from real events, in their language, linking to their pages', async () => {
    const notes = await rows<{ locale: string; content: string; url: string | null; is_link: boolean; event_key: string | null; read_at: unknown }>(
      db,
      `select u.locale, n.content, n.url, n.is_link, n.event_key, n.read_at from notifications n join users u on u.id = n.user_id
        where u.email in ('${DEMO_LOGIN.email}', '${SECOND_LOGIN.email}') order by n.id`,
    );
    expect(new Set(notes.map((note) => note.locale))).toEqual(new Set(['nl', 'fr']));
    expect(notes.some((note) => note.event_key?.startsWith('published:Post:'))).toBe(true);
    for (const note of notes) {
      expect(note.event_key, note.content).toMatch(/^(welcome|published:Post:\d+|hot:Post:\d+:(100|200|500)|expiring:\w+:\d+)$/);
      expect(note.is_link).toBe(true);
      const path = new URL(note.url ?? '').pathname;
      expect(path.startsWith('/fr/'), `${note.locale} ${path}`).toBe(note.locale === 'fr');
      expect(note.content).toMatch(note.locale === 'fr' ? /promo|Bienvenue/ : /promo|Welkom/);
    }
    const published = notes.filter((note) => note.event_key?.startsWith('published:'));
    const ids = published.map((note) => Number(note.event_key?.split(':')[2]));
    expect(await count(db, `select count(*) as n from posts where status = 'approved' and id in (${ids.join(',')})`)).toBe(ids.length);
  });

  it('has redirects, goto links and promoted promos', async () => {
    const redirects = await rows<{ from_path: string; to_url: string; is_external: boolean; status_code: number }>(
      db,
      'select from_path, to_url, is_external, status_code from redirects',
    );
    expect(redirects).toContainEqual({ from_path: '/oude-folders', to_url: '/folders', is_external: false, status_code: 301 });
    expect(redirects).toContainEqual({ from_path: '/fr/anciens-depliants', to_url: '/fr/depliants', is_external: false, status_code: 301 });
    expect(redirects.some((redirect) => redirect.is_external && redirect.status_code === 302)).toBe(true);
    expect(await count(db, 'select count(*) as n from webshops w where not exists (select 1 from goto_links g where g.webshop_id = w.id and g.target_url = w.affiliate_url)')).toBe(0);
    expect(await count(db, "select count(*) as n from promoted_promos where section = 'hero-section'")).toBe(3);
    expect(await count(db, "select count(*) as n from promoted_promos where section = 'category-hero-section'")).toBeGreaterThan(0);
  });

  it('is deterministic, and --scale only adds feed items', async () => {
    const second = await createTestDb();
    try {
      const target = summary.feedItems + 700;
      const scaled = await seedDemo(second.db, {
        now: NOW,
        scale: target,
        passwordHashes: { demo: 'scrypt$unused', second: 'scrypt$unused' },
      });
      expect(scaled.feedItems).toBeGreaterThanOrEqual(target);
      expect(await count(second.db, 'select count(*) as n from feed_items')).toBe(scaled.feedItems);
      expect(scaled.stores).toBe(summary.stores);
      expect(await digest(second.db)).toBe(await digest(db));
    } finally {
      await second.close();
    }
  }, 180_000);
});
