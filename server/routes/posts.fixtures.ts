import { eq } from 'drizzle-orm';
import { addDays, belgianToday } from '@/lib/dates/belgian-day';
import type { Db } from '../db/client';
import * as schema from '../db/schema';
import { feedFixtures } from './feed.fixtures';

/**
 * The world of the posting tests: the report type with subtypes (kind default), the discount type
 * with a subtype (kind discount), the question type without children (kind question), their bonus
 * actions, categories, a webshop, and members made on demand with a token and an upload of their own.
 */

export const POST_TYPES = { report: 1, reportStore: 100, discount: 5, discountCode: 110, question: 6 } as const;
export const BONUS = { report: 8, discount: 10, question: 2, optional: 2, referral: 25 } as const;

export type PostWorld = {
  categories: [number, number, number];
  webshop: number;
  /** A member with a token; `upload` is a path of their own in `uploads`. */
  member(options?: { invitedBy?: number; fname?: string }): Promise<{ id: number; token: string; upload: string }>;
};

let uploadSequence = 0;

export async function seedPostWorld(db: Db): Promise<PostWorld> {
  const f = feedFixtures(db);
  await f.promoType({ id: POST_TYPES.report, title: { nl: 'Promo melden', fr: 'Signaler une promo' }, order: 1 });
  await f.promoType({ id: POST_TYPES.discount, title: { nl: 'Kortingscode', fr: 'Code promo' }, kind: 2, order: 2 });
  await f.promoType({ id: POST_TYPES.question, title: { nl: 'Vraag', fr: 'Question' }, kind: 3, order: 3 });
  await f.promoType({ id: POST_TYPES.reportStore, parentId: POST_TYPES.report, title: { nl: 'In de winkel', fr: 'En magasin' } });
  await f.promoType({ id: POST_TYPES.discountCode, parentId: POST_TYPES.discount, title: { nl: 'Code', fr: 'Code' }, kind: 2 });
  await f.bonusAction({ type: 'post_approved', bonusableType: 'Post', impact: 5, optional: BONUS.optional });
  await f.bonusAction({ type: 'optional_content', bonusableType: 'Post', impact: BONUS.optional });
  await f.bonusAction({ type: 'referrals_first_post_approved', bonusableType: 'User', impact: BONUS.referral });
  await f.bonusAction({ type: 'post_approved_report', bonusableType: 'PromoType', bonusableId: 1, impact: BONUS.report, optional: BONUS.optional });
  await f.bonusAction({ type: 'post_approved_discount', bonusableType: 'PromoType', bonusableId: 5, impact: BONUS.discount });
  await f.bonusAction({ type: 'post_approved_question', bonusableType: 'PromoType', bonusableId: 6, impact: BONUS.question });
  const categories: [number, number, number] = [
    await f.category({ nl: 'Keuken', fr: 'Cuisine' }, { nl: 'keuken', fr: 'cuisine' }),
    await f.category({ nl: 'Tuin', fr: 'Jardin' }, { nl: 'tuin', fr: 'jardin' }),
    await f.category({ nl: 'Mode', fr: 'Mode' }, { nl: 'mode', fr: 'mode' }),
  ];
  const webshop = await f.webshop({ nl: 'Klikshop', fr: 'Cliqueshop' }, { nl: 'klikshop', fr: 'cliqueshop' });
  return {
    categories,
    webshop,
    async member(options = {}) {
      const id = await f.user(options.fname ?? 'Poster');
      if (options.invitedBy !== undefined) await db.update(schema.users).set({ invitedBy: options.invitedBy }).where(eq(schema.users.id, id));
      uploadSequence += 1;
      const upload = `uploads/posts/${id}-${uploadSequence}.jpg`;
      await db.insert(schema.uploads).values({ userId: id, path: upload, mime: 'image/jpeg', size: 1234, disk: 'local' });
      return { id, token: await f.token(id), upload };
    },
  };
}

/** A day relative to today in Brussels, YYYY-MM-DD. */
export const day = (offset: number) => addDays(belgianToday(), offset);

let titleSequence = 0;

const REPORTS = [
  ['Koffiebonen 1 kg halve prijs', 'Bij de supermarkt om de hoek zijn de Arabica bonen deze week tot zondag afgeprijsd.'],
  ['Grasmaaier met gratis opvangbak', 'Tuincentrum geeft bij elke elektrische maaier een extra bak en messen cadeau.'],
  ['Winterjassen -40% in de outlet', 'Alle parka modellen voor dames en heren flink goedkoper zolang de voorraad strekt.'],
  ['Tandpasta 3+3 gratis', 'Drogisterij: zes tubes voor de prijs van drie, ook combineerbaar met merken naar keuze.'],
  ['Laptop met 16 GB geheugen in solden', 'Elektronicaketen verlaagt een lichte ultrabook met SSD en lange batterijduur.'],
  ['Fietsbanden gratis montage', 'Fietsenmaker monteert nieuwe banden zonder kosten bij aankoop van twee stuks.'],
  ['Pannenset inductie voor een prikje', 'Keukenwinkel: vijfdelige set roestvrij staal, geschikt voor alle vuren, tijdelijk verlaagd.'],
  ['Matras proefslapen 100 nachten', 'Beddenzaak laat je thuis uitproberen en neemt kosteloos terug wanneer het niet bevalt.'],
] as const;

/** A report that passes every check; calls differ enough from each other not to count as near-duplicates. */
export function reportPayload(world: PostWorld, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const [title, content] = REPORTS[titleSequence % REPORTS.length]!;
  titleSequence += 1;
  return { type_id: POST_TYPES.reportStore, categories: [world.categories[0]], title, content, ...extra };
}
