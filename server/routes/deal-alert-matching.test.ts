import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import { matchNewlyVisiblePromos } from '../services/deal-alerts/match-jobs';
import { matchPromo } from '../services/deal-alerts/match';
import { useApiHarness } from '../test-support/api-harness';
import { SITE, alertIdsOf, insertAlert, matchesOf, noticesOf, seedMatchWorld, type MatchWorld } from './deal-alert-matching.fixtures';
import { hoursAgo } from './feed.fixtures';

const MINUTE = 60_000;
const OPERATOR = 'operator-token-for-matching-tests-0123456789';

describe('deal alerts: matching a promo that becomes visible (docs/deal-alerts.md, Matching)', () => {
  let w: MatchWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    deps: () => ({ operatorToken: () => OPERATOR }),
    seed: async (db) => {
      w = await seedMatchWorld(db);
    },
  });
  // Each test states its own alerts: those of earlier tests (a webshop's followers…) would match its promos too.
  afterEach(async () => {
    await api.db.delete(schema.dealAlertSubscriptions);
  });
  const match = (type: 'Post' | 'OnlinePromo' | 'FolderItem' | 'Folder', id: number) => matchPromo(api.db, { type, id }, { siteUrl: SITE });
  /** A member's alert (a fresh member each time unless given). */
  const memberAlert = async (alert: Parameters<typeof insertAlert>[1]) => insertAlert(api.db, { userId: alert.userId ?? (await w.f.user()), ...alert });
  const onlinePromo = (title: string, extra: { price?: number | null; rating?: number; categoryIds?: number[]; brandId?: number } = {}) =>
    w.f.onlinePromo(
      { webshopId: w.webshop, type: 'promos', title: { nl: title, fr: title }, newPrice: extra.price ?? null, categoryIds: extra.categoryIds },
      { publishedAt: hoursAgo(0.1), rating: extra.rating ?? 0, hitsCount: extra.rating ?? 0, brandId: extra.brandId ?? null },
    );

  it('matches entity alerts of each kind: webshop, brand, category (and its parent), product, store', async () => {
    const webshop = await memberAlert({ target: { type: 'Webshop', id: w.webshop } });
    const brand = await memberAlert({ target: { type: 'Brand', id: w.brand } });
    const child = await memberAlert({ target: { type: 'Category', id: w.category.child } });
    const parent = await memberAlert({ target: { type: 'Category', id: w.category.parent } });
    const product = await memberAlert({ target: { type: 'Product', id: w.product } });
    const store = await memberAlert({ target: { type: 'Store', id: w.store } });
    const otherStore = await memberAlert({ target: { type: 'Store', id: w.store + 1000 } });

    const promo = await onlinePromo('Melkopschuimer', { categoryIds: [w.category.child], brandId: w.brand });
    expect(await match('OnlinePromo', promo)).toMatchObject({ status: 'matched', matched: 4, fired: 4 });
    expect(await alertIdsOf(api.db, 'OnlinePromo', promo)).toEqual([webshop, brand, child, parent]);

    // A folder item: its product; not its store (the folder itself tells the store's followers).
    const item = await w.f.folderItem(
      { folderId: w.folder.id, folderPageId: w.folder.pageId, storeId: w.store, productId: w.product, title: { nl: 'Senseo pads', fr: 'Dosettes Senseo' }, validFrom: w.folder.validFrom, validTo: w.folder.validTo },
      { publishedAt: hoursAgo(1) },
    );
    await match('FolderItem', item);
    expect(await alertIdsOf(api.db, 'FolderItem', item)).toEqual([product]);
    await match('Folder', w.folder.id);
    expect(await alertIdsOf(api.db, 'Folder', w.folder.id)).toEqual([store]);
    expect(await matchesOf(api.db, 'Folder', w.folder.id)).not.toContainEqual(expect.objectContaining({ alert: otherStore }));
  });

  it('matches a folder when it becomes current, through the scheduled scan and its durable cursor', async () => {
    const alert = await memberAlert({ userId: w.users.fr, target: { type: 'Store', id: w.store } });
    const now = new Date();
    const tomorrow = new Date(now.getTime() + 24 * 60 * MINUTE).toISOString().slice(0, 10);
    const folder = await w.f.folder({ storeId: w.store, title: { nl: 'Volgende folder', fr: 'Prochain dépliant' }, validFrom: tomorrow, validTo: tomorrow });
    await matchNewlyVisiblePromos(api.db, now, { siteUrl: SITE });
    expect(await alertIdsOf(api.db, 'Folder', folder.id)).toEqual([]);
    const start = new Date(`${tomorrow}T00:00:00Z`);
    const later = await matchNewlyVisiblePromos(api.db, new Date(start.getTime() + 5 * MINUTE), { siteUrl: SITE });
    expect(later.cursor).toEqual(new Date(start.getTime() + 5 * MINUTE));
    expect(await alertIdsOf(api.db, 'Folder', folder.id)).toEqual([alert]);
    const [notice] = await noticesOf(api.db, 'Folder', folder.id);
    expect(notice).toMatchObject({
      userId: w.users.fr,
      content: 'Votre alerte « Superprix » a trouvé une nouvelle promo : « Prochain dépliant ».',
      url: `${SITE}/fr/depliants/superprix/${tomorrow}`,
    });
    // The next run finds it matched: nothing more.
    expect(await matchNewlyVisiblePromos(api.db, new Date(start.getTime() + 10 * MINUTE), { siteUrl: SITE })).toMatchObject({ promos: 0 });
  });

  it('matches keyword alerts through the search engine, Dutch words finding French titles and back', async () => {
    const airfryer = await memberAlert({ query: 'airfryer' });
    const koffie = await memberAlert({ userId: w.users.nl, query: 'koffie' });
    const cafe = await memberAlert({ query: 'café' });
    const phrase = await memberAlert({ query: '"halve prijs" airfryer' });
    const french = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Café moulu bio en promo', locale: 'fr' }, { publishedAt: hoursAgo(0.1) });
    const dutch = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Koffiebonen van de week' }, { publishedAt: hoursAgo(0.1) });
    const fryer = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Airfryer XL aan halve prijs' }, { publishedAt: hoursAgo(0.1) });
    await match('Post', french);
    await match('Post', dutch);
    await match('Post', fryer);
    expect(await alertIdsOf(api.db, 'Post', french)).toEqual([koffie, cafe]);
    expect(await alertIdsOf(api.db, 'Post', dutch)).toEqual([koffie, cafe]);
    expect(await alertIdsOf(api.db, 'Post', fryer)).toEqual([airfryer, phrase]);
    const [notice] = await noticesOf(api.db, 'Post', french);
    expect(notice).toMatchObject({
      userId: w.users.nl,
      content: 'Je deal alert “koffie” vond een nieuwe promo: “Café moulu bio en promo”.',
      url: `${SITE}/posts/${french}`,
      isLink: true,
    });
  });

  it('matches a keyword by what it means, not by a short stem: "bier" not "bij", "koffie" not "koffer"', async () => {
    const bier = await memberAlert({ query: 'bier' });
    const koffie = await memberAlert({ query: 'koffie' });
    const post = (title: string) => w.f.post({ userId: w.users.voter, typeId: 1, title }, { publishedAt: hoursAgo(0.1) });
    const beer = await post('Bak bier aan halve prijs');
    const bij = await post('Korting bij de buurtwinkel');
    const suitcase = await post('Grote koffer 75 cm');
    for (const id of [beer, bij, suitcase]) await match('Post', id);
    expect(await alertIdsOf(api.db, 'Post', beer)).toEqual([bier]);
    expect(await alertIdsOf(api.db, 'Post', bij)).toEqual([]);
    expect(await alertIdsOf(api.db, 'Post', suitcase)).toEqual([]);
    expect(koffie).toBeGreaterThan(0);
    // "bier" is also sent as its French spelling "biere", which Dutch stems to 'bier': the typed word
    // stays a prefix, so a word that starts with it in the Dutch title only still matches.
    const pack = await w.f.folderItem(
      { folderId: w.folder.id, folderPageId: w.folder.pageId, storeId: w.store, title: { nl: 'Bierpakket Jupiler', fr: 'Pack Jupiler' }, validFrom: w.folder.validFrom, validTo: w.folder.validTo },
      { publishedAt: hoursAgo(0.1) },
    );
    await match('FolderItem', pack);
    expect(await alertIdsOf(api.db, 'FolderItem', pack)).toEqual([bier]);
  });

  it("keeps no stop word among an alert's candidate lexemes: a phrase's \"de\" would make nearly every promo a candidate", async () => {
    const week = await memberAlert({ query: '"van de week"' });
    const post = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Koffiebonen van de week' }, { publishedAt: hoursAgo(0.1) });
    await match('Post', post);
    expect(await alertIdsOf(api.db, 'Post', post)).toEqual([week]);
    const [row] = await api.db
      .select({ lexemes: schema.dealAlertSubscriptions.matchLexemes })
      .from(schema.dealAlertSubscriptions)
      .where(eq(schema.dealAlertSubscriptions.id, week));
    // "de" is a stop word in both languages; "van" is one in Dutch only, so the French stems keep it.
    expect(row?.lexemes).toEqual(['van', 'week', 'wek']);
  });

  it('honours excluded words (in the query and in the column) and the price cap (no price matches)', async () => {
    const minus = await memberAlert({ query: 'stofzuiger -refurbished' });
    const column = await memberAlert({ query: 'stofzuiger', excludedWords: '-refurbished tweedehands' });
    const capped = await memberAlert({ query: 'stofzuiger', maxPrice: 100 });
    const refurbished = await onlinePromo('Stofzuiger refurbished', { price: 60 });
    const used = await onlinePromo('Stofzuiger tweedehands', { price: 60 });
    const cheap = await onlinePromo('Stofzuiger compact', { price: 99.99 });
    const dear = await onlinePromo('Stofzuiger premium', { price: 249 });
    const unpriced = await onlinePromo('Stofzuiger actie', { price: null });
    for (const id of [refurbished, used, cheap, dear, unpriced]) await match('OnlinePromo', id);
    expect(await alertIdsOf(api.db, 'OnlinePromo', refurbished)).toEqual([capped]);
    expect(await alertIdsOf(api.db, 'OnlinePromo', used)).toEqual([minus, capped]);
    expect(await alertIdsOf(api.db, 'OnlinePromo', cheap)).toEqual([minus, column, capped]);
    expect(await alertIdsOf(api.db, 'OnlinePromo', dear)).toEqual([minus, column]);
    expect(await alertIdsOf(api.db, 'OnlinePromo', unpriced)).toEqual([minus, column, capped]);
  });

  it('waits for the minimum temperature and fires on the vote that reaches it, once', async () => {
    const member = await w.f.user('Warre', 'Wachter');
    const hot = await insertAlert(api.db, { userId: member, query: 'espressomachine', minTemperature: 100 });
    const promo = await onlinePromo('Espressomachine met melkopschuimer', { rating: 99 });
    expect(await match('OnlinePromo', promo)).toMatchObject({ matched: 1, fired: 0, notified: 0 });
    expect(await matchesOf(api.db, 'OnlinePromo', promo)).toEqual([{ alert: hot, firedAt: null }]);
    expect(await noticesOf(api.db, 'OnlinePromo', promo)).toEqual([]);

    const vote = (action: string) => api.call('PUT', `/online-promos/${promo}/${action}`, { token: w.tokens.voter });
    expect((await vote('set-hit')).body).toMatchObject({ data: { rating_calculated: 100 } });
    const [fired] = await matchesOf(api.db, 'OnlinePromo', promo);
    expect(fired?.firedAt).toBeInstanceOf(Date);
    const notices = await noticesOf(api.db, 'OnlinePromo', promo);
    expect(notices).toHaveLength(1);
    expect(notices[0]).toMatchObject({ userId: member, content: expect.stringContaining('“espressomachine”') });
    // Taken back and given again: still one notice, the first firing kept.
    await vote('remove-hit');
    await vote('set-hit');
    expect(await noticesOf(api.db, 'OnlinePromo', promo)).toHaveLength(1);
    expect((await matchesOf(api.db, 'OnlinePromo', promo))[0]?.firedAt).toEqual(fired?.firedAt);
  });

  it('matches confirmed guests (digest only: no notice) and ignores unconfirmed ones', async () => {
    const confirmed = await insertAlert(api.db, { email: 'gast@example.test', target: { type: 'Webshop', id: w.webshop }, confirmed: true });
    const pending = await insertAlert(api.db, { email: 'nog-niet@example.test', query: 'waterkoker', confirmed: false });
    const promo = await onlinePromo('Waterkoker inox');
    await match('OnlinePromo', promo);
    const ids = await alertIdsOf(api.db, 'OnlinePromo', promo);
    expect(ids).toContain(confirmed);
    expect(ids).not.toContain(pending);
    const noticed = (await noticesOf(api.db, 'OnlinePromo', promo)).map((row) => row.userId);
    expect(noticed).not.toContain(null);
  });

  it('notifies a member once per promo, naming each alert that matched it, in their language', async () => {
    const both = [
      await insertAlert(api.db, { userId: w.users.fr, target: { type: 'Webshop', id: w.webshop } }),
      await insertAlert(api.db, { userId: w.users.fr, query: 'broodrooster' }),
    ];
    const promo = await onlinePromo('Broodrooster retro');
    expect(await match('OnlinePromo', promo)).toMatchObject({ status: 'matched' });
    expect(await alertIdsOf(api.db, 'OnlinePromo', promo)).toEqual(expect.arrayContaining(both));
    const mine = (await noticesOf(api.db, 'OnlinePromo', promo)).filter((row) => row.userId === w.users.fr);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      content: 'Vos alertes « Cliqueshop » et « broodrooster » ont trouvé une nouvelle promo : « Broodrooster retro ».',
      url: `${SITE}/fr/online-promos/${promo}`,
    });
  });

  it('matches a published post through its job; a retried job, a second delivery or the scan change nothing', async () => {
    const alert = await memberAlert({ userId: w.users.nl, query: 'friteuse' });
    const post = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Friteuse sans huile', status: 'pending', locale: 'fr' });
    // Published as the moderators do: the match job is queued in the publishing transaction.
    expect((await api.call('POST', `/operator/posts/${post}/publish`, { token: OPERATOR })).status).toBe(200);
    expect(await alertIdsOf(api.db, 'Post', post)).toEqual([]);
    expect((await api.runJobs({ queues: ['deal-alerts-match'] })).completed).toBe(1);
    expect(await alertIdsOf(api.db, 'Post', post)).toEqual([alert]);
    const [notice] = await noticesOf(api.db, 'Post', post);
    expect(notice?.url).toMatch(new RegExp(`^https?://.+/posts/${post}$`));

    const before = { matches: await matchesOf(api.db, 'Post', post), notices: await noticesOf(api.db, 'Post', post) };
    const jobs = await api.jobs();
    await jobs.enqueue(api.db, 'deal-alerts-match', { type: 'Post', id: post });
    // Published again (an operator's retry): announced again, matched once.
    expect((await api.call('POST', `/operator/posts/${post}/publish`, { token: OPERATOR })).status).toBe(200);
    await api.runJobs({ queues: ['deal-alerts-match'] });
    expect(await match('Post', post)).toEqual({ status: 'already-matched' });
    await matchNewlyVisiblePromos(api.db, new Date(), { siteUrl: SITE });
    expect({ matches: await matchesOf(api.db, 'Post', post), notices: await noticesOf(api.db, 'Post', post) }).toEqual(before);
  });

  it("leaves out the author's own alerts: a member is not alerted to the post they wrote", async () => {
    const author = await w.f.user();
    const own = await memberAlert({ userId: author, query: 'friteuse' });
    const ownCategory = await memberAlert({ userId: author, target: { type: 'Category', id: w.category.child } });
    const reader = await memberAlert({ query: 'friteuse' });
    const post = await w.f.post({ userId: author, typeId: 1, title: 'Friteuse sans huile', locale: 'fr', categoryIds: [w.category.child] });
    expect(await match('Post', post)).toMatchObject({ status: 'matched', matched: 1, fired: 1 });
    expect(await alertIdsOf(api.db, 'Post', post)).toEqual([reader]);
    expect(await alertIdsOf(api.db, 'Post', post)).not.toContain(own);
    expect(await alertIdsOf(api.db, 'Post', post)).not.toContain(ownCategory);
  });

  it('an operator publishing a post again announces it to alerts made since, once; earlier alerts unchanged', async () => {
    const early = await memberAlert({ userId: w.users.nl, query: 'waterkoker' });
    const post = await w.f.post({ userId: w.users.voter, typeId: 1, title: 'Waterkoker inox' }, { publishedAt: hoursAgo(0.1) });
    // Visible already: the scan matches it (and marks it matched).
    await matchNewlyVisiblePromos(api.db, new Date(), { siteUrl: SITE });
    expect(await alertIdsOf(api.db, 'Post', post)).toEqual([early]);
    const late = await memberAlert({ query: 'waterkoker' });
    for (let round = 0; round < 2; round += 1) {
      expect((await api.call('POST', `/operator/posts/${post}/publish`, { token: OPERATOR })).status).toBe(200);
      await api.runJobs({ queues: ['deal-alerts-match'] });
    }
    expect((await alertIdsOf(api.db, 'Post', post)).sort()).toEqual([early, late].sort());
    expect(await noticesOf(api.db, 'Post', post)).toHaveLength(2);
  });

  it("an alert's matches go with it: deleted on its own, or with its member's account", async () => {
    const [first, second] = [await w.f.user(), await w.f.user()];
    const kept = await memberAlert({ target: { type: 'Webshop', id: w.webshop } });
    const deleted = await memberAlert({ userId: first, target: { type: 'Webshop', id: w.webshop } });
    const leaver = await memberAlert({ userId: second, target: { type: 'Webshop', id: w.webshop } });
    const promo = await onlinePromo('Stofzuiger');
    await match('OnlinePromo', promo);
    expect((await alertIdsOf(api.db, 'OnlinePromo', promo)).sort()).toEqual([kept, deleted, leaver].sort());
    await api.db.delete(schema.dealAlertSubscriptions).where(eq(schema.dealAlertSubscriptions.id, deleted));
    await api.db.delete(schema.users).where(eq(schema.users.id, second));
    expect(await alertIdsOf(api.db, 'OnlinePromo', promo)).toEqual([kept]);
  });

  it('leaves a promo that is not visible yet (not started, unpublished) to the scan', async () => {
    const alert = await memberAlert({ target: { type: 'Webshop', id: w.webshop } });
    const promo = await w.f.onlinePromo(
      { webshopId: w.webshop, type: 'promos', title: { nl: 'Morgen', fr: 'Demain' }, startedAt: new Date(Date.now() + 60 * MINUTE) },
      { publishedAt: hoursAgo(1) },
    );
    expect(await match('OnlinePromo', promo)).toEqual({ status: 'not-visible' });
    await matchNewlyVisiblePromos(api.db, new Date(Date.now() + 61 * MINUTE), { siteUrl: SITE });
    expect(await alertIdsOf(api.db, 'OnlinePromo', promo)).toContain(alert);
  });
});
