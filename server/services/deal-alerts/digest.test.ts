import { describe, expect, it, vi } from 'vitest';
import { SITE_URL, type ReceivedMail } from '../../routes/account.fixtures';
import { feedSourceFixtures, hoursAgo } from '../../routes/feed-sources.fixtures';
import { seedFeedWorld, type FeedWorld } from '../../routes/feed-world.fixtures';
import { useApiHarness } from '../../test-support/api-harness';
import { DIGEST_MAX_PROMOS, runDigest } from './digest';
import { deliveries, headerOf, htmlOf, insertAlert, insertMatches, member, undigested } from './digest.fixtures';

vi.setConfig({ testTimeout: 60_000 });

const TOKEN = 'operator-token-for-tests-0123456789';
let w: FeedWorld;
/** 25 online promos of the Klikshop webshop, ratings 1…25, newest with the lowest rating. */
let many: number[] = [];

const api = useApiHarness({
  timeoutMs: 120_000,
  accounts: { smtp: true },
  deps: () => ({ operatorToken: () => TOKEN }),
  seed: async (db) => {
    w = await seedFeedWorld(db);
    const f = feedSourceFixtures(db);
    many = [];
    for (let i = 1; i <= 25; i += 1) {
      many.push(
        await f.onlinePromo(
          { webshopId: w.web.klik, type: 'promos', title: { nl: `Klikdeal ${i}`, fr: `Affaire clic ${i}` }, newPrice: i, oldPrice: i + 10 },
          { rating: i, publishedAt: hoursAgo(30 - i) },
        ),
      );
    }
  },
});

/** Runs a digest as an operator would (POST /api/operator/jobs/{name}), then the queued job. */
async function runPeriod(period: 'daily' | 'weekly'): Promise<void> {
  const answer = await api.call('POST', `/operator/jobs/deal-alerts-${period}`, { token: TOKEN });
  expect(answer.status, JSON.stringify(answer.body)).toBe(202);
  expect(await api.runJobs()).toMatchObject({ failed: 0 });
}

const mailsTo = (address: string): ReceivedMail[] => api.smtp.messages.filter((mail) => mail.to.includes(address));

describe('deal-alert digests', () => {
  it('daily alerts go in the daily digest, weekly ones in the weekly, alerts without a period in none', async () => {
    const m = await member(api.db);
    const daily = await insertAlert(api.db, { userId: m.id, target: { type: 'Store', id: w.store.superPrijs }, period: 'daily' });
    const weekly = await insertAlert(api.db, { userId: m.id, target: { type: 'Webshop', id: w.web.mode }, period: 'weekly' });
    const none = await insertAlert(api.db, { userId: m.id, target: { type: 'Brand', id: w.brand.zonnig }, period: 'none' });
    await insertMatches(api.db, daily, [['FolderItem', w.item.kaas]]);
    await insertMatches(api.db, weekly, [['OnlinePromo', w.promo.expensive]]);
    await insertMatches(api.db, none, [['Post', w.post.sale]]);

    await runPeriod('daily');
    expect(mailsTo(m.email)).toHaveLength(1);
    const [first] = mailsTo(m.email);
    expect(first!.subject).toBe('1 nieuwe deal voor je dagelijkse dealalerts');
    expect(first!.text).toContain('Jonge kaas');
    expect(first!.text).not.toContain('Designerjas');
    expect([await undigested(api.db, daily), await undigested(api.db, weekly), await undigested(api.db, none)]).toEqual([0, 1, 1]);

    await runPeriod('weekly');
    expect(mailsTo(m.email)).toHaveLength(2);
    const second = mailsTo(m.email)[1]!;
    expect(second.subject).toBe('1 nieuwe deal voor je wekelijkse dealalerts');
    expect(second.text).toContain('Designerjas');
    expect(second.text).not.toContain('Uitverkoop');
    expect(await undigested(api.db, none)).toBe(1);
    expect(await deliveries(api.db, `user:${m.id}`)).toEqual([`FolderItem:${w.item.kaas}`, `OnlinePromo:${w.promo.expensive}`]);

    // Nothing new: no mail.
    await runPeriod('daily');
    await runPeriod('weekly');
    expect(mailsTo(m.email)).toHaveLength(2);
  });

  it('writes in the alert’s language: image, title, prices (the old one struck), store, absolute links, unsubscribe headers', async () => {
    const m = await member(api.db, 'nl');
    const alert = await insertAlert(api.db, { userId: m.id, target: { type: 'Store', id: w.store.superPrijs }, period: 'daily', locale: 'fr' });
    await insertMatches(api.db, alert, [['FolderItem', w.item.kaas]]);
    await runPeriod('daily');
    const [mail] = mailsTo(m.email);
    expect(mail).toBeDefined();
    expect(mail!.subject).toBe('1 nouvelle promo pour vos alertes quotidiennes');
    expect(mail!.text).toContain('Fromage jeune');
    expect(mail!.text).toContain('chez Super Prix');
    expect(mail!.text).toMatch(new RegExp(`${SITE_URL}/fr/[^\\s]*${w.item.kaas}`));
    const html = htmlOf(mail!);
    expect(html).toContain('<html lang="fr">');
    expect(html).toMatch(/<s [^>]*>2,99/);
    expect(html).toMatch(/<img src="https?:\/\/[^"]+"/);
    // A member manages their alerts on the site; the unsubscribe link is signed (it works signed out).
    expect(html).toContain(`<a href="${SITE_URL}/fr/deal-alerts" style="color:#777">Gérer mes alertes</a>`);
    expect(html).toContain(`${SITE_URL}/fr/deal-alerts/unsubscribe?token=`);
    expect(headerOf(mail!, 'List-Unsubscribe')).toMatch(new RegExp(`^<${SITE_URL}/api/deal-alerts/unsubscribe\\?token=[^>]+>$`));
    expect(headerOf(mail!, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  });

  it('lists at most 20 promos, best first, with a link to the rest', async () => {
    const m = await member(api.db);
    const alert = await insertAlert(api.db, { userId: m.id, target: { type: 'Webshop', id: w.web.klik }, period: 'daily' });
    await insertMatches(api.db, alert, many.map((id) => ['OnlinePromo', id] as const));
    const guest = `guest.cap.${Date.now()}@example.be`;
    const guestAlert = await insertAlert(api.db, { email: guest, target: { type: 'Webshop', id: w.web.klik }, period: 'daily' });
    await insertMatches(api.db, guestAlert, many.map((id) => ['OnlinePromo', id] as const));
    await runPeriod('daily');

    const [mail] = mailsTo(m.email);
    expect(mail!.subject).toBe('25 nieuwe deals voor je dagelijkse dealalerts');
    const listed = [...mail!.text.matchAll(/^Klikdeal (\d+)$/gm)].map((match) => Number(match[1]));
    expect(listed).toEqual(Array.from({ length: DIGEST_MAX_PROMOS }, (_, i) => 25 - i));
    expect(mail!.text).toContain('En nog 5 deals.');
    expect(mail!.text).toMatch(new RegExp(`En nog 5 deals\\.\\r?\\n\\r?\\n${SITE_URL}/deal-alerts\\r?\\n`));
    expect(await deliveries(api.db, `user:${m.id}`)).toHaveLength(DIGEST_MAX_PROMOS);
    expect(await undigested(api.db, alert)).toBe(0);

    // A guest's "see all" is their manage page (no account to sign in to).
    const [guestMail] = mailsTo(guest);
    expect(guestMail!.text).toMatch(new RegExp(`En nog 5 deals\\.\\r?\\n\\r?\\n${SITE_URL}/deal-alerts/manage\\?token=`));
  });

  it('drops expired and inactive promos and sends nothing when nothing is left', async () => {
    const m = await member(api.db);
    const alert = await insertAlert(api.db, { userId: m.id, target: { type: 'Webshop', id: w.web.klik }, period: 'daily' });
    await insertMatches(api.db, alert, [
      ['OnlinePromo', w.promo.expired],
      ['OnlinePromo', w.promo.inactive],
    ]);
    await runPeriod('daily');
    expect(mailsTo(m.email)).toEqual([]);
    expect(await undigested(api.db, alert)).toBe(0);
    expect(await deliveries(api.db, `user:${m.id}`)).toEqual([]);

    // With a current promo beside them, only that one is listed.
    const other = await insertAlert(api.db, { userId: m.id, target: { type: 'Store', id: w.store.buurt }, period: 'daily' });
    await insertMatches(api.db, other, [
      ['Post', w.post.sale],
      ['OnlinePromo', w.promo.expired],
    ]);
    await runPeriod('daily');
    expect(mailsTo(m.email)).toHaveLength(1);
    expect(mailsTo(m.email)[0]!.subject).toBe('1 nieuwe deal voor je dagelijkse dealalerts');
  });

  it('never brings a promo to the same person twice: across alerts, across daily and weekly, across runs', async () => {
    const m = await member(api.db);
    const store = await insertAlert(api.db, { userId: m.id, target: { type: 'Store', id: w.store.superPrijs }, period: 'daily' });
    const brand = await insertAlert(api.db, { userId: m.id, target: { type: 'Brand', id: w.brand.zonnig }, period: 'daily' });
    const category = await insertAlert(api.db, { userId: m.id, target: { type: 'Category', id: w.cat.kitchen }, period: 'weekly' });
    await insertMatches(api.db, store, [['FolderItem', w.item.kaas]]);
    await insertMatches(api.db, brand, [['FolderItem', w.item.kaas]]);
    await insertMatches(api.db, category, [['FolderItem', w.item.kaas]]);

    await runPeriod('daily');
    expect(mailsTo(m.email)).toHaveLength(1);
    expect(mailsTo(m.email)[0]!.text.match(/Jonge kaas/g)).toHaveLength(1);
    await runPeriod('weekly');
    expect(mailsTo(m.email)).toHaveLength(1);
    expect(await undigested(api.db, category)).toBe(0);

    // A later match of the same promo (a new alert) brings nothing either.
    const keyword = await insertAlert(api.db, { userId: m.id, query: 'kaas', period: 'daily' });
    await insertMatches(api.db, keyword, [['FolderItem', w.item.kaas]]);
    await runPeriod('daily');
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it('a run that dies after its first recipient and is retried sends each mail once', async () => {
    const people = [await member(api.db), await member(api.db), await member(api.db)];
    for (const person of people) {
      const alert = await insertAlert(api.db, { userId: person.id, target: { type: 'Webshop', id: w.web.klik }, period: 'daily' });
      await insertMatches(api.db, alert, [['Post', w.post.creme]]);
    }
    const deps = (await api.jobs()).deps;
    // One recipient per transaction, and the worker dies after the first.
    const crash = runDigest(deps, 'daily', 'run-that-crashes', {
      batchSize: 1,
      afterBatch: () => {
        throw new Error('worker died');
      },
    });
    await expect(crash).rejects.toThrow('worker died');
    // The retry (same run), then a whole new run.
    expect((await runDigest(deps, 'daily', 'run-that-crashes', { batchSize: 1 })).recipients).toBe(2);
    await runDigest(deps, 'daily', 'next-run');
    for (const person of people) expect(mailsTo(person.email), person.email).toHaveLength(1);
  });

  it('never mails an unconfirmed guest, and mails a confirmed one', async () => {
    const pending = `guest.pending.${Date.now()}@example.be`;
    const confirmed = `guest.confirmed.${Date.now()}@example.be`;
    const a = await insertAlert(api.db, { email: pending, target: { type: 'Store', id: w.store.buurt }, period: 'daily', confirmed: false });
    const b = await insertAlert(api.db, { email: confirmed, target: { type: 'Store', id: w.store.buurt }, period: 'daily', locale: 'fr' });
    await insertMatches(api.db, a, [['Post', w.post.sale]]);
    await insertMatches(api.db, b, [['Post', w.post.sale]]);
    await runPeriod('daily');
    expect(mailsTo(pending)).toEqual([]);
    expect(await undigested(api.db, a)).toBe(1);
    expect(mailsTo(confirmed)).toHaveLength(1);
    expect(mailsTo(confirmed)[0]!.subject).toBe('1 nouvelle promo pour vos alertes quotidiennes');
    // A guest manages by the signed link.
    expect(htmlOf(mailsTo(confirmed)[0]!)).toMatch(new RegExp(`<a href="${SITE_URL}/fr/deal-alerts/manage\\?token=[^"]+" style="color:#777">Gérer mes alertes</a>`));
    expect(await deliveries(api.db, `email:${confirmed}`)).toEqual([`Post:${w.post.sale}`]);
  });

  it('leaves matches that have not fired yet (a minimum temperature not reached) for a later digest', async () => {
    const m = await member(api.db);
    const alert = await insertAlert(api.db, { userId: m.id, query: 'tv', period: 'daily' });
    await insertMatches(api.db, alert, [['Post', w.post.sale]], { fired: false });
    await runPeriod('daily');
    expect(mailsTo(m.email)).toEqual([]);
    expect(await undigested(api.db, alert)).toBe(1);
  });
});

describe('operator trigger of the digests', () => {
  it('runs deal-alerts-daily, deal-alerts-weekly and expiry-sweep by POST /api/operator/jobs/{name}; 401 without the token', async () => {
    for (const name of ['deal-alerts-daily', 'deal-alerts-weekly', 'expiry-sweep']) {
      expect((await api.call('POST', `/operator/jobs/${name}`)).status).toBe(401);
      expect((await api.call('POST', `/operator/jobs/${name}`, { token: `${TOKEN}x` })).status).toBe(401);
      const queued = await api.call('POST', `/operator/jobs/${name}`, { token: TOKEN });
      expect(queued).toMatchObject({ status: 202, body: { data: { queue: name, state: 'created' } } });
    }
    expect((await api.call('POST', '/operator/jobs/account-mail', { token: TOKEN })).status).toBe(404);
    expect(await api.runJobs()).toMatchObject({ completed: 3, failed: 0 });
  });
});
