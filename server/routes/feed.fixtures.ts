import type { Db } from '../db/client';
import * as schema from '../db/schema';
import type { MorphableType, PromoFilterValue, ReactionKind } from '../db/schema';
import { issueTestToken } from '../test-support/api-harness';
import { feedSourceFixtures, insertFeedRow, type Bilingual, type FeedRowInput } from './feed-sources.fixtures';

/**
 * Test-support builder for the feed routes: inserts catalogue, source and feed index rows directly,
 * with small defaults, so each test states only what it checks. Not the demo seed.
 */

export { dayFromToday, daysFromNow, hoursAgo } from './feed-sources.fixtures';

export function feedFixtures(db: Db) {
  let sequence = 0;
  const next = () => (sequence += 1);

  const feedRow = (type: MorphableType, id: number, title: Bilingual, row: FeedRowInput = {}) => insertFeedRow(db, type, id, title, row);

  return {
    feedRow,

    async category(title: Bilingual, slug: Bilingual, simplified?: Bilingual): Promise<number> {
      const [row] = await db
        .insert(schema.categories)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          simplifiedTitleNl: simplified?.nl ?? null,
          simplifiedTitleFr: simplified?.fr ?? null,
        })
        .returning({ id: schema.categories.id });
      return row!.id;
    },

    async store(title: Bilingual, slug: Bilingual, options: { folderClientType?: 1 | 2 | 3; websiteUrl?: string } = {}) {
      const [row] = await db
        .insert(schema.stores)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          logoPath: `generated/store/${slug.nl}.svg`,
          folderClientType: options.folderClientType ?? 3,
          websiteUrl: options.websiteUrl ?? null,
        })
        .returning({ id: schema.stores.id });
      return row!.id;
    },

    async webshop(title: Bilingual, slug: Bilingual, options: { affiliateUrl?: string; websiteUrl?: string } = {}) {
      const [row] = await db
        .insert(schema.webshops)
        .values({
          titleNl: title.nl,
          titleFr: title.fr,
          slugNl: slug.nl,
          slugFr: slug.fr,
          logoPath: `generated/webshop/${slug.nl}.svg`,
          affiliateUrl: options.affiliateUrl ?? null,
          websiteUrl: options.websiteUrl ?? null,
        })
        .returning({ id: schema.webshops.id });
      return row!.id;
    },

    async brand(title: Bilingual, slug: Bilingual) {
      const [row] = await db
        .insert(schema.brands)
        .values({ titleNl: title.nl, titleFr: title.fr, slugNl: slug.nl, slugFr: slug.fr })
        .returning({ id: schema.brands.id });
      return row!.id;
    },

    async product(brandId: number | null, title: Bilingual, slug: Bilingual) {
      const [row] = await db
        .insert(schema.products)
        .values({ brandId, titleNl: title.nl, titleFr: title.fr, slugNl: slug.nl, slugFr: slug.fr })
        .returning({ id: schema.products.id });
      return row!.id;
    },

    async user(fname = 'Test', lname = `User${next()}`) {
      const [row] = await db
        .insert(schema.users)
        .values({ fname, lname, email: `${fname}.${lname}.${next()}@example.test`.toLowerCase(), avatarPath: 'generated/avatar/1.svg' })
        .returning({ id: schema.users.id });
      return row!.id;
    },

    /** A bearer token for a user, as the API hands them out: `id|secret`, only the hash stored. */
    token: (userId: number): Promise<string> => issueTestToken(db, userId),

    async promoType(row: {
      id: number;
      parentId?: number | null;
      title: Bilingual;
      kind?: 1 | 2 | 3;
      order?: number;
      additionalOrder?: number | null;
      filterValue?: PromoFilterValue | null;
    }) {
      await db.insert(schema.promoTypes).values({
        id: row.id,
        parentId: row.parentId ?? null,
        titleNl: row.title.nl,
        titleFr: row.title.fr,
        kind: row.kind ?? 1,
        order: row.order ?? 0,
        additionalOrder: row.additionalOrder ?? null,
        filterValue: row.filterValue ?? null,
      });
      return row.id;
    },
    ...feedSourceFixtures(db),

    async react(userId: number, type: MorphableType, id: number, kind: ReactionKind, createdAt?: Date) {
      await db
        .insert(schema.reactions)
        .values({ userId, reactableType: type, reactableId: id, kind, ...(createdAt ? { createdAt } : {}) });
    },

    async promoted(row: {
      section: 'hero-section' | 'category-hero-section';
      type: MorphableType;
      id: number;
      position: number;
      categoryId?: number | null;
      startsAt?: Date | null;
      endsAt?: Date | null;
    }) {
      await db.insert(schema.promotedPromos).values({
        section: row.section,
        morphableType: row.type,
        morphableId: row.id,
        position: row.position,
        categoryId: row.categoryId ?? null,
        startsAt: row.startsAt ?? null,
        endsAt: row.endsAt ?? null,
      });
    },

    async bonusAction(row: { type: string; impact: number; optional?: number; bonusableType?: string; bonusableId?: number }) {
      await db.insert(schema.bonusActions).values({
        type: row.type,
        impactOnBalance: row.impact,
        optionalImpact: row.optional ?? 0,
        bonusableType: row.bonusableType ?? null,
        bonusableId: row.bonusableId ?? null,
      });
    },
  };
}

export type FeedFixtures = ReturnType<typeof feedFixtures>;
