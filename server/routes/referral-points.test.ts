import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { getMyPoints, getMyReferrals, type MyPointsResponse, type MyReferrals } from '@/lib/api/referral';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { insertUser, registrationBody } from './account.fixtures';

/** GET /me/referrals and GET /me/points, and registering through the invitation link (docs/referral.md). */

// scrypt makes each registration take about a second on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

const api = useApiHarness({ accounts: { fake: true, smtp: true } });

let seq = 0;
const uniqueEmail = (prefix: string) => `${prefix}.${Date.now().toString(36)}.${(seq += 1)}@example.be`;
const DAY = 24 * 60 * 60 * 1000;

/** A member without a referral code (an account from before codes existed) and a bearer token. */
async function member(prefix: string, input: Partial<typeof schema.users.$inferInsert> = {}) {
  const id = await insertUser(api.db, { email: uniqueEmail(prefix), referralCode: null, ...input });
  return { id, token: await api.tokenFor(id) };
}

/** The `invited_by` code the link carries, as the register page reads it from the address. */
const codeOf = (link: string) => new URL(link).searchParams.get('invited_by');

describe('refer a friend (GET /me/referrals)', () => {
  it('answers guests and unknown tokens 401', async () => {
    for (const path of ['/me/referrals', '/me/points']) {
      for (const token of [undefined, `1|${'a'.repeat(40)}`]) {
        const response = await api.get(path, { token });
        expect(response.status, path).toBe(401);
      }
    }
  });

  it('gives a member without a code an unguessable one on first use, and keeps it', async () => {
    const me = await member('lazy');
    const [first, second] = await Promise.all([
      api.data<MyReferrals>('/me/referrals', { token: me.token }),
      api.data<MyReferrals>('/me/referrals', { token: me.token }),
    ]);
    expect(first.code).toMatch(/^[A-Z0-9]{10}$/);
    expect(second.code).toBe(first.code);
    const [row] = await api.db.select({ code: schema.users.referralCode }).from(schema.users).where(eq(schema.users.id, me.id));
    expect(row?.code).toBe(first.code);
    expect(first).toMatchObject({ friends_joined: 0, points_earned: 0, friends: [] });
    // The link is the registration page in the request's language, carrying the code.
    expect(new URL(first.link).pathname).toBe('/register');
    expect(codeOf(first.link)).toBe(first.code);
    const fr = await getMyReferrals(api.client({ token: me.token, locale: 'fr' }));
    expect(new URL(fr.link).pathname).toBe('/fr/register');
    expect(fr.code).toBe(first.code);
    // Two members never share a code.
    const other = await member('lazy-other');
    expect((await api.data<MyReferrals>('/me/referrals', { token: other.token })).code).not.toBe(first.code);
  });

  it('counts a friend who registers through the link, and the points of their first post', async () => {
    const me = await member('referrer', { fname: 'Lotte' });
    const link = (await api.data<MyReferrals>('/me/referrals', { token: me.token })).link;
    const email = uniqueEmail('friend');
    const registered = await api.call('POST', '/register', {
      body: registrationBody(email, 'Mijn-vriend-wachtwoord-2026', { fname: 'Jonas', invited_by: codeOf(link), campaign_tag: 'lente-2026' }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const [friend] = await api.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(friend).toMatchObject({ invitedBy: me.id, campaignTag: 'lente-2026' });

    let stats = await api.data<MyReferrals>('/me/referrals', { token: me.token });
    expect(stats).toMatchObject({ friends_joined: 1, points_earned: 0 });
    expect(stats.friends).toEqual([{ fname: 'Jonas', joined_at: friend!.createdAt.toISOString(), first_post_at: null }]);

    // The friend's first post is published: awardPublishedPost credits the referrer this ledger row.
    const publishedAt = new Date();
    await api.db.insert(schema.pointsLedger).values({
      userId: me.id,
      bonusActionType: 'referrals_first_post_approved',
      impact: 10,
      bonusableType: 'User',
      bonusableId: friend!.id,
      createdAt: publishedAt,
    });
    // Other coins of the referrer are not referral points.
    await api.db.insert(schema.pointsLedger).values({ userId: me.id, bonusActionType: 'registration', impact: 5 });
    stats = await api.data<MyReferrals>('/me/referrals', { token: me.token });
    expect(stats).toMatchObject({ friends_joined: 1, points_earned: 10 });
    expect(stats.friends[0]?.first_post_at).toBe(publishedAt.toISOString());
    // The friend's own page counts nobody: they were invited, they invited no one.
    const friendToken = await api.tokenFor(friend!.id);
    expect(await api.data<MyReferrals>('/me/referrals', { token: friendToken })).toMatchObject({ friends_joined: 0, points_earned: 0 });
  });

  it('counts a friend who signs up with a social account through the link too', async () => {
    const me = await member('referrer-social');
    const link = (await api.data<MyReferrals>('/me/referrals', { token: me.token })).link;
    const id = `fb${Date.now().toString(36)}`;
    const email = `${id}@facebook.example`;
    api.fake.facebookToken(`EAAtoken${id}`, { id, name: 'Ruben Willems', email, first_name: 'Ruben', last_name: 'Willems' });
    const check = await api.call('POST', '/register/social/facebook/check', { body: { access_token: `EAAtoken${id}` } });
    expect(check.status, JSON.stringify(check.body)).toBe(200);
    const registered = await api.call('POST', '/register/social/facebook', {
      body: {
        cache_id: check.body.cache_id,
        terms: true,
        policy: true,
        is_subscribed: false,
        gender: 1,
        birthday: '1988-09-17',
        postal_code: '8000',
        invited_by: codeOf(link),
        campaign_tag: 'herfst-2026',
      },
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    const [friend] = await api.db.select().from(schema.users).where(eq(schema.users.email, email));
    expect(friend).toMatchObject({ invitedBy: me.id, campaignTag: 'herfst-2026' });
    expect(await api.data<MyReferrals>('/me/referrals', { token: me.token })).toMatchObject({ friends_joined: 1, friends: [{ fname: 'Ruben', first_post_at: null }] });
  });

  it('ignores a code that names nobody, and lists deleted friends no more', async () => {
    const me = await member('referrer-2');
    const code = (await api.data<MyReferrals>('/me/referrals', { token: me.token })).code;
    const stranger = uniqueEmail('stranger');
    const registered = await api.call('POST', '/register', { body: registrationBody(stranger, 'Mijn-vriend-wachtwoord-2026', { invited_by: 'NOBODY12345' }) });
    expect(registered.status).toBe(201);
    const [row] = await api.db.select({ invitedBy: schema.users.invitedBy }).from(schema.users).where(eq(schema.users.email, stranger));
    expect(row?.invitedBy).toBeNull();

    await insertUser(api.db, { email: uniqueEmail('gone'), invitedBy: me.id, deletedAt: new Date() });
    await insertUser(api.db, { email: uniqueEmail('kept'), fname: 'Mira', invitedBy: me.id });
    const stats = await getMyReferrals(api.client({ token: me.token }));
    expect(stats.code).toBe(code);
    expect(stats.friends_joined).toBe(1);
    expect(stats.friends.map((friend) => friend.fname)).toEqual(['Mira']);
  });
});

describe('points history (GET /me/points)', () => {
  it('answers the balance and every ledger row, newest first, labelled in the request language, with a link to what it was for', async () => {
    const me = await member('history');
    const friendId = await insertUser(api.db, { email: uniqueEmail('history-friend'), fname: 'Noor', invitedBy: me.id });
    await api.db.insert(schema.promoTypes).values({ id: 901, code: 'report-test', titleNl: 'Melding', titleFr: 'Signalement' }).onConflictDoNothing();
    const [post] = await api.db
      .insert(schema.posts)
      .values({ userId: me.id, typeId: 901, title: 'Koffie aan halve prijs', content: 'Echt waar', status: 'approved' })
      .returning({ id: schema.posts.id });
    const [prize] = await api.db
      .insert(schema.prizes)
      .values({ titleNl: 'Bioscoopticket', titleFr: 'Place de cinéma', pointsCost: 30, stock: 3 })
      .returning({ id: schema.prizes.id });
    const [request] = await api.db
      .insert(schema.prizeRequests)
      .values({ prizeId: prize!.id, userId: me.id, pointsSpent: 30, fullName: 'T G', street: 'Straat', houseNumber: '1', postalCode: '1000', city: 'Brussel' })
      .returning({ id: schema.prizeRequests.id });
    const at = (days: number) => new Date(Date.now() - days * DAY);
    const rows = [
      { bonusActionType: 'registration', impact: 5, bonusableType: null, bonusableId: null, createdAt: at(6) },
      { bonusActionType: 'post_approved_report', impact: 3, bonusableType: 'Post', bonusableId: post!.id, createdAt: at(5) },
      { bonusActionType: 'optional_content', impact: 2, bonusableType: 'Post', bonusableId: post!.id, createdAt: at(5) },
      { bonusActionType: 'referrals_first_post_approved', impact: 10, bonusableType: 'User', bonusableId: friendId, createdAt: at(3) },
      { bonusActionType: 'prize_request', impact: -30, bonusableType: 'PrizeRequest', bonusableId: request!.id, createdAt: at(2) },
      { bonusActionType: 'something_new', impact: 4, bonusableType: null, bonusableId: null, createdAt: at(1) },
    ];
    const ids = await api.db
      .insert(schema.pointsLedger)
      .values(rows.map((row) => ({ ...row, userId: me.id })))
      .returning({ id: schema.pointsLedger.id });
    // Another member's rows stay theirs.
    const other = await member('history-other');
    await api.db.insert(schema.pointsLedger).values({ userId: other.id, bonusActionType: 'registration', impact: 5 });

    const nl = await api.ok<MyPointsResponse>('/me/points', { token: me.token });
    // insertUser opened the account with 40 available of 55 earned.
    expect(nl.data).toMatchObject({ available: 40, total: 55 });
    expect(nl.meta).toMatchObject({ current_page: 1, last_page: 1, total: 6 });
    expect(nl.data.history.map((entry) => [entry.action, entry.impact, entry.label, entry.url])).toEqual([
      ['something_new', 4, 'Punten ontvangen', undefined],
      ['prize_request', -30, 'Prijs aangevraagd: Bioscoopticket', `/prijzenpot/${prize!.id}`],
      ['referrals_first_post_approved', 10, 'Noor die je uitnodigde, publiceerde een eerste bericht', `/profiel/${friendId}`],
      ['optional_content', 2, 'Extra inhoud bij je bericht: Koffie aan halve prijs', `/posts/${post!.id}`],
      ['post_approved_report', 3, 'Bericht gepubliceerd: Koffie aan halve prijs', `/posts/${post!.id}`],
      ['registration', 5, 'Welkomstbonus voor je inschrijving', undefined],
    ]);
    expect(nl.data.history[0]).toEqual({ id: ids[5]!.id, action: 'something_new', impact: 4, label: 'Punten ontvangen', created_at: rows[5]!.createdAt.toISOString() });

    const fr = await getMyPoints(api.client({ token: me.token, locale: 'fr' }), 1, 4);
    expect(fr.meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 4, total: 6 });
    expect(fr.data.history.map((entry) => [entry.label, entry.url])).toEqual([
      ['Points reçus', undefined],
      ['Prix demandé : Place de cinéma', `/fr/prijzenpot/${prize!.id}`],
      ['Noor, que vous avez parrainé, a publié une première publication', `/fr/profiel/${friendId}`],
      ['Contenu supplémentaire de votre publication : Koffie aan halve prijs', `/fr/posts/${post!.id}`],
    ]);
    const page2 = await getMyPoints(api.client({ token: me.token, locale: 'fr' }), 2, 4);
    expect(page2.data.history.map((entry) => entry.label)).toEqual([
      'Publication mise en ligne : Koffie aan halve prijs',
      'Bonus de bienvenue pour votre inscription',
    ]);
  });

  it('answers a member without an account row or rows with zeros', async () => {
    const [row] = await api.db
      .insert(schema.users)
      .values({ email: uniqueEmail('empty'), fname: 'Leeg', lname: 'Lid' })
      .returning({ id: schema.users.id });
    const body = await api.ok<MyPointsResponse>('/me/points', { token: await api.tokenFor(row!.id) });
    expect(body.data).toEqual({ available: 0, total: 0, history: [] });
    expect(body.meta).toMatchObject({ current_page: 1, last_page: 1, total: 0 });
  });

  it.each([['page=0'], ['page=abc'], ['per_page=0'], ['x=1']])('refuses %s with 422', async (query) => {
    const me = await member('bad-query');
    const response = await api.get(`/me/points?${query}`, { token: me.token });
    expect(response.status, JSON.stringify(response.body)).toBe(422);
    expect(response.body.message).toEqual(expect.any(String));
  });
});
