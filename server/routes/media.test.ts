import { mkdtemp, mkdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '../db/schema';
import type { AppEnv } from '../http/context';
import { errorResponse, HttpError } from '../http/errors';
import { insertArticle, insertNewsCategory, insertUserWithToken } from './content.fixtures';
import { useApiHarness } from '../test-support/api-harness';
import { createMediaRoutes, MEDIA_CACHE_CONTROL, MEDIA_CSP, resolveUpload } from './media';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5f0a8b40000000049454e44ae426082', 'hex');

describe('media routes', () => {
  let root: string;
  let uploads: string;
  let app: Hono<AppEnv>;
  const ids: Record<string, number> = {};

  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  const api = useApiHarness({
    seed: async (db) => {
      root = await mkdtemp(path.join(tmpdir(), 'media-test-'));
      uploads = path.join(root, 'uploads');
      await mkdir(path.join(uploads, '2026', '11'), { recursive: true });
      await writeFile(path.join(uploads, '2026', '11', 'photo.png'), PNG);
      await writeFile(path.join(uploads, 'vector.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
      await writeFile(path.join(uploads, '.hidden.png'), PNG);
      await writeFile(path.join(root, 'secret.png'), 'outside the uploads folder');
      await symlink(path.join(root, 'secret.png'), path.join(uploads, 'link.png'));
      await mkdir(path.join(uploads, 'folder.png'));

      app = new Hono<AppEnv>();
      app.use(async (c, next) => {
        c.set('db', db);
        c.set('userId', null);
        await next();
      });
      app.route('/', createMediaRoutes({ uploadsDir: uploads }));
      app.onError((error, c) => (error instanceof HttpError ? errorResponse(c, error) : c.json({ message: 'Server Error' }, 500)));

      const [category] = await db
        .insert(schema.categories)
        .values({ titleNl: 'Dranken', titleFr: 'Boissons', slugNl: 'dranken', slugFr: 'boissons' })
        .returning();
      const [store] = await db
        .insert(schema.stores)
        .values({ titleNl: 'Delvaux Markt', titleFr: 'Marché Delvaux', slugNl: 'delvaux-markt', slugFr: 'marche-delvaux' })
        .returning();
      const [webshop] = await db
        .insert(schema.webshops)
        .values({ titleNl: 'Koopjeshoek', titleFr: 'Coin des affaires', slugNl: 'koopjeshoek', slugFr: 'coin-des-affaires' })
        .returning();
      const [brand] = await db
        .insert(schema.brands)
        .values({ titleNl: 'Zonnevelt', titleFr: 'Champsoleil', slugNl: 'zonnevelt', slugFr: 'champsoleil' })
        .returning();
      const [product] = await db
        .insert(schema.products)
        .values({ titleNl: 'Appelsap', titleFr: 'Jus de pomme', slugNl: 'appelsap', slugFr: 'jus-de-pomme', categoryId: category?.id })
        .returning();
      const [folder] = await db
        .insert(schema.folders)
        .values({ storeId: store?.id ?? 0, titleNl: 'Week', titleFr: 'Semaine', validFrom: '2026-03-12', validTo: '2026-03-18', pagesCount: 2, publishedAt: new Date('2026-03-10T06:00:00Z') })
        .returning();
      const [unpublishedFolder] = await db
        .insert(schema.folders)
        .values({ storeId: store?.id ?? 0, titleNl: 'Later', titleFr: 'Plus tard', validFrom: '2099-01-01', validTo: '2099-01-07', pagesCount: 1, publishedAt: new Date('2098-12-30T06:00:00Z') })
        .returning();
      const [unpublishedPage] = await db
        .insert(schema.folderPages)
        .values({ folderId: unpublishedFolder?.id ?? 0, pageNumber: 1, imagePath: 'generated/folder-page/3.svg', width: 1000, height: 1414 })
        .returning();
      const pages = await db
        .insert(schema.folderPages)
        .values([
          { folderId: folder?.id ?? 0, pageNumber: 1, imagePath: 'generated/folder-page/1.svg', width: 1000, height: 1414 },
          { folderId: folder?.id ?? 0, pageNumber: 2, imagePath: 'generated/folder-page/2.svg', width: 1000, height: 1414 },
        ])
        .returning();
      await db.insert(schema.folderItems).values([
        {
          folderId: folder?.id ?? 0,
          folderPageId: pages[0]?.id ?? 0,
          titleNl: 'Verse aardbeien',
          titleFr: 'Fraises fraîches',
          newPrice: 2.49,
          oldPrice: 3.99,
          x: 0.05,
          y: 0.2,
          width: 0.45,
          height: 0.3,
        },
        {
          folderId: folder?.id ?? 0,
          folderPageId: pages[1]?.id ?? 0,
          titleNl: 'Koffiebonen',
          titleFr: 'Grains de café',
          newPrice: 7.99,
          oldPrice: null,
          discountTextNl: '1+1 gratis',
          discountTextFr: '1+1 gratuit',
          x: 0.5,
          y: 0.5,
          width: 0.4,
          height: 0.3,
        },
      ]);
      const [promo] = await db
        .insert(schema.onlinePromos)
        .values({ webshopId: webshop?.id ?? 0, type: 'discount_code', titleNl: 'Korting op schoenen', titleFr: 'Réduction chaussures', discountCode: 'SCHOEN10' })
        .returning();
      const { user } = await insertUserWithToken(db, { fname: 'Jan', lname: 'Peeters' });
      const { user: gone } = await insertUserWithToken(db, { fname: 'Weg', lname: 'Gebruiker', deletedAt: new Date() });
      await db.insert(schema.promoTypes).values({ id: 9, titleNl: 'Standaard', titleFr: 'Standard' });
      const [post] = await db
        .insert(schema.posts)
        .values({ userId: user.id, typeId: 9, title: 'Gratis verzending <vandaag>', content: 'x', webshopId: webshop?.id, newPrice: 10, oldPrice: 20, status: 'approved' })
        .returning();
      const held = await db
        .insert(schema.posts)
        .values((['pending', 'rejected'] as const).map((status) => ({ userId: user.id, typeId: 9, title: `Geheime titel ${status}`, content: 'x', status })))
        .returning();
      const newsCategory = await insertNewsCategory(db, { title: 'Besparen', slug: 'besparen-media' });
      const article = await insertArticle(db, { newsCategoryId: newsCategory.id, title: 'Zo bespaar je op energie' });
      const scheduled = await insertArticle(db, { newsCategoryId: newsCategory.id, title: 'Nog niet verschenen', publishedAt: new Date(Date.now() + 86_400_000) });
      const [prize] = await db.insert(schema.prizes).values({ titleNl: 'Cadeaubon', titleFr: 'Bon cadeau', pointsCost: 1500 }).returning();
      const [comingPrize, retiredPrize] = await db
        .insert(schema.prizes)
        .values([
          { titleNl: 'Nog geheim', titleFr: 'Encore secret', pointsCost: 900, isActive: false },
          { titleNl: 'Vroeger', titleFr: 'Autrefois', pointsCost: 700, isActive: false },
        ])
        .returning();
      const address = { fullName: 'An Peeters', street: 'Kerkstraat', houseNumber: '1', postalCode: '2000', city: 'Antwerpen' };
      if (retiredPrize) await db.insert(schema.prizeRequests).values({ prizeId: retiredPrize.id, userId: user.id, pointsSpent: 700, ...address });

      Object.assign(ids, {
        store: store?.id,
        webshop: webshop?.id,
        brand: brand?.id,
        product: product?.id,
        folder: folder?.id,
        page1: pages[0]?.id,
        page2: pages[1]?.id,
        promo: promo?.id,
        user: user.id,
        gone: gone.id,
        post: post?.id,
        pendingPost: held[0]?.id,
        rejectedPost: held[1]?.id,
        article: article.id,
        scheduledArticle: scheduled.id,
        unpublishedFolder: unpublishedFolder?.id,
        unpublishedPage: unpublishedPage?.id,
        prize: prize?.id,
        comingPrize: comingPrize?.id,
        retiredPrize: retiredPrize?.id,
      });
    },
  });

  afterAll(async () => {
    if (root) await rm(root, { recursive: true, force: true });
  });

  describe('generated images', () => {
    const svgOf = async (url: string, headers: Record<string, string> = {}) => {
      const response = await get(url, headers);
      expect(response.status, url).toBe(200);
      return response.text();
    };

    it('serves every kind as SVG with the media headers', async () => {
      const kinds: [string, number | undefined][] = [
        ['store', ids.store],
        ['webshop', ids.webshop],
        ['brand', ids.brand],
        ['product', ids.product],
        ['folder-page', ids.page1],
        ['folder-cover', ids.folder],
        ['online-promo', ids.promo],
        ['post', ids.post],
        ['article', ids.article],
        ['prize', ids.prize],
        ['avatar', ids.user],
      ];
      for (const [kind, id] of kinds) {
        const response = await get(`/media/generated/${kind}/${id}.svg`);
        expect(response.status, kind).toBe(200);
        expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
        expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
        expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
        expect(response.headers.get('etag')).toMatch(/^"[A-Za-z0-9_-]+"$/);
        const body = await response.text();
        expect(body.startsWith('<svg'), kind).toBe(true);
        expect(body).not.toMatch(/<script/i);
      }
    });

    it('draws nothing of what is not public: a held or refused post, a scheduled article, a folder before its publication, a prize never on offer', async () => {
      const hidden: [string, number | undefined][] = [
        ['post', ids.pendingPost],
        ['post', ids.rejectedPost],
        ['article', ids.scheduledArticle],
        ['folder-cover', ids.unpublishedFolder],
        ['folder-page', ids.unpublishedPage],
        ['prize', ids.comingPrize],
      ];
      for (const [kind, id] of hidden) {
        expect(id, kind).toBeDefined();
        for (const format of ['svg', 'png', 'webp']) expect((await get(`/media/generated/${kind}/${id}.${format}`)).status, `${kind} ${format}`).toBe(404);
      }
      // A prize taken off offer after members claimed it still shows in their claims history.
      expect((await get(`/media/generated/prize/${ids.retiredPrize}.svg`)).status).toBe(200);
    });

    it('rasterises the same drawing as PNG for Open Graph', async () => {
      const response = await get(`/media/generated/store/${ids.store}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
      const svgEtag = (await get(`/media/generated/store/${ids.store}.svg`)).headers.get('etag');
      expect(response.headers.get('etag')).not.toBe(svgEtag);
      expect((await get(`/media/generated/store/${ids.store}.gif`)).status).toBe(404);
    });

    it('draws photos as WebP: a folder cover at a card\'s size, in the language asked, the same bytes again', async () => {
      const sharp = (await import('sharp')).default;
      const url = `/media/generated/folder-cover/${ids.folder}.webp`;
      const response = await get(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const bytes = new Uint8Array(await response.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(480);
      expect(meta.height).toBe(Math.round((480 * 1414) / 1000));
      const etag = response.headers.get('etag');
      expect(etag).toMatch(/^"w/);
      expect(new Uint8Array(await (await get(url)).arrayBuffer())).toEqual(bytes);
      expect((await get(url, { 'If-None-Match': etag ?? '' })).status).toBe(304);
      // The French cover is another drawing, not the Dutch one from memory.
      const fr = await get(`${url}?locale=fr`);
      expect(fr.headers.get('etag')).not.toBe(etag);
      // A promo picture keeps its drawn size.
      const promo = await sharp(new Uint8Array(await (await get(`/media/generated/post/${ids.post}.webp`)).arrayBuffer())).metadata();
      const drawn = /width="(\d+)"/.exec(await svgOf(`/media/generated/post/${ids.post}.svg`))?.[1];
      expect([promo.format, promo.width]).toEqual(['webp', Number(drawn)]);
    });

    it('draws titles in the requested locale', async () => {
      expect(await svgOf(`/media/generated/store/${ids.store}.svg`)).toContain('Delvaux Markt');
      expect(await svgOf(`/media/generated/store/${ids.store}.svg?locale=fr`)).toContain('Marché Delvaux');
      expect(await svgOf(`/media/generated/brand/${ids.brand}.svg`, { Language: 'fr' })).toContain('Champsoleil');
      expect(await svgOf(`/media/generated/prize/${ids.prize}.svg?locale=fr`)).toContain('points');
    });

    it('varies by Language only when the locale is not in the query', async () => {
      expect((await get(`/media/generated/store/${ids.store}.svg`)).headers.get('vary')).toBe('Language');
      expect((await get(`/media/generated/store/${ids.store}.svg?locale=nl`)).headers.get('vary')).toBeNull();
      expect((await get(`/media/generated/article/${ids.article}.svg`)).headers.get('vary')).toBeNull();
    });

    it("draws a folder page's items, store and validity", async () => {
      const nl = await svgOf(`/media/generated/folder-page/${ids.page2}.svg`);
      expect(nl).toContain('Koffiebonen');
      expect(nl).toMatch(/>1\+1<.*>gratis</);
      expect(nl).toContain('Delvaux Markt');
      expect(nl).toContain('18/03');
      expect(nl).not.toContain('aardbeien');
      const fr = await svgOf(`/media/generated/folder-page/${ids.page2}.svg?locale=fr`);
      expect(fr).toContain('Grains de café');
      expect(fr).toContain('Marché Delvaux');
      const cover = await svgOf(`/media/generated/folder-cover/${ids.folder}.svg`);
      expect(cover).toContain('Verse aardbeien');
    });

    it('escapes text and draws initials for avatars', async () => {
      const post = await svgOf(`/media/generated/post/${ids.post}.svg`);
      expect(post).not.toContain('<vandaag>');
      const avatar = await svgOf(`/media/generated/avatar/${ids.user}.svg`);
      expect(avatar).toContain('>JP<');
    });

    it('answers 304 for a matching If-None-Match', async () => {
      const url = `/media/generated/webshop/${ids.webshop}.svg`;
      const first = await get(url);
      const etag = first.headers.get('etag') ?? '';
      const cached = await get(url, { 'If-None-Match': etag });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect((await get(url, { 'If-None-Match': `"other", W/${etag}` })).status).toBe(304);
      expect((await get(url, { 'If-None-Match': '"other"' })).status).toBe(200);
      // Another locale is another picture with another tag.
      const fr = await get(`${url}?locale=fr`, { 'If-None-Match': etag });
      expect(fr.status).toBe(200);
    });

    it('gives 404 for unknown kinds and ids', async () => {
      const urls = [
        '/media/generated/unknown/1.svg',
        `/media/generated/store/999999.svg`,
        `/media/generated/store/${ids.store}.jpg`,
        '/media/generated/store/abc.svg',
        '/media/generated/store/0.svg',
        '/media/generated/store/-1.svg',
        '/media/generated/store/99999999999.svg',
        `/media/generated/store/${ids.store}.svg.svg`,
        `/media/generated/avatar/${ids.gone}.svg`,
        '/media/generated/folder-page/424242.svg',
        '/media/generated/__proto__/1.svg',
        '/media/generated/store/1%00.svg',
      ];
      for (const url of urls) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
      }
    });

    it('is registered on the API app', async () => {
      const response = await api.app.request(`/api/media/generated/store/${ids.store}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect((await api.app.request('/api/media/uploads/..%2F..%2Fetc%2Fpasswd')).status).toBe(404);
    });
  });

  describe('uploads', () => {
    it('serves an image under the uploads folder', async () => {
      const response = await get('/media/uploads/2026/11/photo.png');
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(MEDIA_CSP);
      expect(Buffer.from(await response.arrayBuffer()).equals(PNG)).toBe(true);
      const etag = response.headers.get('etag') ?? '';
      expect((await get('/media/uploads/2026/11/photo.png', { 'If-None-Match': etag })).status).toBe(304);
    });

    it('refuses traversal, hidden files, symlinks out, folders and other types', async () => {
      const urls = [
        '/media/uploads/../secret.png',
        '/media/uploads/..%2Fsecret.png',
        '/media/uploads/%2e%2e/secret.png',
        '/media/uploads/%2e%2e%2fsecret.png',
        '/media/uploads/2026/../../secret.png',
        '/media/uploads/2026/..%2F..%2Fsecret.png',
        '/media/uploads/..%5Csecret.png',
        '/media/uploads/%2Fetc%2Fpasswd',
        '/media/uploads//etc/passwd',
        '/media/uploads/.hidden.png',
        '/media/uploads/link.png',
        '/media/uploads/folder.png',
        '/media/uploads/vector.svg',
        '/media/uploads/2026/11/photo.png%00.png',
        '/media/uploads/2026/11/missing.png',
        '/media/uploads/2026',
        `/media/uploads/${'a/'.repeat(20)}x.png`,
        `/media/uploads/${'a'.repeat(600)}.png`,
      ];
      for (const url of urls) {
        const response = await get(url);
        expect(response.status, url).toBe(404);
      }
    });

    it('resolves only plain paths inside the root', async () => {
      expect(await resolveUpload(uploads, '2026/11/photo.png')).toMatchObject({ type: 'image/png' });
      expect(await resolveUpload(uploads, '2026/11/../11/photo.png')).toBeNull();
      expect(await resolveUpload(uploads, '/etc/passwd')).toBeNull();
      expect(await resolveUpload(uploads, 'C:\\windows\\x.png')).toBeNull();
      expect(await resolveUpload(uploads, '')).toBeNull();
    });
  });
});
