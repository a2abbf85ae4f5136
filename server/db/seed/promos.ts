import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { onlinePromoCategories, onlinePromos, type ONLINE_PROMO_TYPES } from '../schema';
import { addDays, brusselsDate, brusselsMidnight, endOfBrusselsDay } from '@/lib/dates/belgian-day';
import { feedRowForOnlinePromo } from '../../services/feed-index/promo-rows';
import type { FeedRow } from '../../services/feed-index/rows';
import { insertAll, insertIds } from './batch';
import {
  DAY,
  drawVotes,
  hoursBefore,
  productsFor,
  type Catalogue,
  type SeedClock,
  type SeedProduct,
  type SeedWebshop,
} from './context';
import type { CategoryKey } from './data/categories';
import { CATEGORY_PHRASES, DISCOUNT_CODES } from './data/promo-copy';
import type { Random } from './random';
import { euro, round2, shelfPrice, slugify } from './text';

type OnlinePromoType = (typeof ONLINE_PROMO_TYPES)[number];

interface PromoPlan {
  webshop: SeedWebshop;
  categoryKey: CategoryKey;
  product: SeedProduct | null;
  row: typeof onlinePromos.$inferInsert;
}

export interface SeededPromo {
  id: number;
  webshopId: number;
  type: OnlinePromoType;
  categoryIds: number[];
  current: boolean;
}

function validity(rng: Random, clock: SeedClock, type: OnlinePromoType): { startedAt: Date | null; expiredAt: Date | null } {
  if (type === 'day_deals') {
    const offset = rng.weighted<number>([
      [0, 60],
      [-rng.int(1, 6), 30],
      [1, 10],
    ]);
    const day = addDays(clock.today, offset);
    return { startedAt: brusselsMidnight(day), expiredAt: endOfBrusselsDay(day) };
  }
  const now = clock.now.getTime();
  const shape = rng.weighted<'running' | 'expired' | 'future' | 'open'>([
    ['running', 72],
    ['expired', 12],
    ['future', 6],
    ['open', 10],
  ]);
  if (shape === 'future') {
    const start = brusselsMidnight(addDays(clock.today, rng.int(1, 7)));
    return { startedAt: start, expiredAt: new Date(start.getTime() + rng.int(7, 30) * DAY) };
  }
  if (shape === 'expired') {
    const end = now - rng.int(1, 30) * DAY - rng.int(0, 23) * 3600_000;
    return { startedAt: new Date(end - rng.int(5, 30) * DAY), expiredAt: new Date(end) };
  }
  const start = new Date(now - rng.int(0, 25) * DAY - rng.int(0, 23) * 3600_000);
  if (shape === 'open') return { startedAt: start, expiredAt: null };
  return { startedAt: start, expiredAt: new Date(Math.max(now + 6 * 3600_000, start.getTime() + rng.int(7, 45) * DAY)) };
}

function promoUrl(webshop: SeedWebshop, title: string): string {
  return `${webshop.websiteUrl}acties/${slugify(title).slice(0, 60)}`;
}

function drawPlan(rng: Random, catalogue: Catalogue, clock: SeedClock, webshop: SeedWebshop): PromoPlan {
  const type = rng.weighted<OnlinePromoType>([
    ['discount_code', 40],
    ['promos', 42],
    ['day_deals', 18],
  ]);
  const categoryKey = rng.pick(webshop.categoryKeys);
  const [phraseNl, phraseFr] = rng.pick(CATEGORY_PHRASES[categoryKey]);
  const product = rng.pick(productsFor(catalogue, [categoryKey]));
  const { startedAt, expiredAt } = validity(rng, clock, type);
  const createdAt =
    startedAt && startedAt.getTime() <= clock.now.getTime()
      ? hoursBefore(startedAt, rng.int(0, 10))
      : hoursBefore(clock.now, rng.int(1, 48));
  const until = expiredAt ? brusselsDate(new Date(expiredAt.getTime() - 1)).split('-').reverse().join('/') : null;
  const base = { webshopId: webshop.id, startedAt, expiredAt, createdAt };

  if (type === 'discount_code') {
    const [code, percent] = rng.pick(DISCOUNT_CODES);
    const style = rng.weighted<'percent' | 'euro' | 'shipping'>([
      ['percent', 70],
      ['euro', 20],
      ['shipping', 10],
    ]);
    if (style === 'euro') {
      const amount = rng.pick([5, 10, 15, 20, 25]);
      const minimum = amount * rng.pick([4, 5, 6]);
      const titleNl = `${euro(amount, 'nl')} korting vanaf ${euro(minimum, 'nl')} met code ${code}`;
      return {
        webshop,
        categoryKey,
        product: null,
        row: {
          ...base,
          type,
          titleNl,
          titleFr: `${euro(amount, 'fr')} de réduction dès ${euro(minimum, 'fr')} avec le code ${code}`,
          contentNl: `Vul de code ${code} in bij het afrekenen bij ${webshop.titleNl} en krijg ${euro(amount, 'nl')} korting op ${phraseNl}. Geldig vanaf een bestelbedrag van ${euro(minimum, 'nl')}${until ? ` tot en met ${until}` : ''}.`,
          contentFr: `Entrez le code ${code} lors du paiement chez ${webshop.titleFr} et recevez ${euro(amount, 'fr')} de réduction sur ${phraseFr}. Valable dès ${euro(minimum, 'fr')} d'achat${until ? ` jusqu'au ${until}` : ''}.`,
          discountCode: code,
          discountTextNl: `-${euro(amount, 'nl')}`,
          discountTextFr: `-${euro(amount, 'fr')}`,
          url: promoUrl(webshop, titleNl),
        },
      };
    }
    if (style === 'shipping') {
      const titleNl = `Gratis verzending bij ${webshop.titleNl} met code ${code}`;
      return {
        webshop,
        categoryKey,
        product: null,
        row: {
          ...base,
          type,
          titleNl,
          titleFr: `Livraison gratuite chez ${webshop.titleFr} avec le code ${code}`,
          contentNl: `Met de code ${code} betaal je geen verzendkosten, ongeacht het bedrag van je bestelling. Eén keer te gebruiken per klant.`,
          contentFr: `Avec le code ${code}, pas de frais de livraison, quel que soit le montant de votre commande. Utilisable une fois par client.`,
          discountCode: code,
          discountTextNl: 'Gratis verzending',
          discountTextFr: 'Livraison gratuite',
          url: promoUrl(webshop, titleNl),
        },
      };
    }
    const titleNl = `${percent}% korting op ${phraseNl} met code ${code}`;
    return {
      webshop,
      categoryKey,
      product: null,
      row: {
        ...base,
        type,
        titleNl,
        titleFr: `${percent} % de réduction sur ${phraseFr} avec le code ${code}`,
        contentNl: `Bij ${webshop.titleNl} krijg je ${percent}% korting op ${phraseNl} met de code ${code}. ${rng.pick(['Niet combineerbaar met andere acties.', 'Ook geldig op artikelen in promotie.', 'Alleen voor nieuwe klanten.'])}`,
        contentFr: `Chez ${webshop.titleFr}, profitez de ${percent} % de réduction sur ${phraseFr} avec le code ${code}. ${rng.pick(['Non cumulable avec d’autres actions.', 'Valable aussi sur les articles en promotion.', 'Réservé aux nouveaux clients.'])}`,
        discountCode: code,
        discountTextNl: `-${percent}%`,
        discountTextFr: `-${percent} %`,
        url: promoUrl(webshop, titleNl),
      },
    };
  }

  const oldPrice = shelfPrice(product.price * (0.95 + rng.next() * 0.15));
  const percent = rng.pick([10, 15, 20, 25, 30, 35, 40, 50, 60]);
  let newPrice = shelfPrice(oldPrice * (1 - percent / 100));
  if (newPrice >= oldPrice) newPrice = round2(oldPrice * 0.8);

  if (type === 'day_deals') {
    const titleNl = `Dagdeal: ${product.titleNl} voor ${euro(newPrice, 'nl')}`;
    return {
      webshop,
      categoryKey,
      product,
      row: {
        ...base,
        type,
        titleNl,
        titleFr: `Deal du jour : ${product.titleFr} à ${euro(newPrice, 'fr')}`,
        contentNl: `Alleen vandaag bij ${webshop.titleNl}: ${product.titleNl} voor ${euro(newPrice, 'nl')} in plaats van ${euro(oldPrice, 'nl')}. Op = op.`,
        contentFr: `Aujourd'hui seulement chez ${webshop.titleFr} : ${product.titleFr} à ${euro(newPrice, 'fr')} au lieu de ${euro(oldPrice, 'fr')}. Jusqu'à épuisement du stock.`,
        newPrice,
        oldPrice,
        url: promoUrl(webshop, titleNl),
      },
    };
  }

  const style = rng.weighted<'product' | 'range' | 'multi'>([
    ['product', 65],
    ['range', 25],
    ['multi', 10],
  ]);
  if (style === 'range') {
    const upTo = rng.pick([20, 30, 40, 50, 60, 70]);
    const titleNl = `Tot -${upTo}% op ${phraseNl} bij ${webshop.titleNl}`;
    return {
      webshop,
      categoryKey,
      product: null,
      row: {
        ...base,
        type,
        titleNl,
        titleFr: `Jusqu'à -${upTo} % sur ${phraseFr} chez ${webshop.titleFr}`,
        contentNl: `${webshop.titleNl} verlaagt de prijzen van ${phraseNl} met tot ${upTo}%. De korting zie je meteen op de productpagina.`,
        contentFr: `${webshop.titleFr} baisse les prix de ${phraseFr} jusqu'à ${upTo} %. La réduction est visible directement sur la fiche produit.`,
        discountTextNl: `Tot -${upTo}%`,
        discountTextFr: `Jusqu'à -${upTo} %`,
        url: promoUrl(webshop, titleNl),
      },
    };
  }
  if (style === 'multi') {
    const titleNl = `2+1 gratis op ${phraseNl}`;
    return {
      webshop,
      categoryKey,
      product: null,
      row: {
        ...base,
        type,
        titleNl,
        titleFr: `2+1 gratuit sur ${phraseFr}`,
        contentNl: `Koop drie artikelen uit de actie bij ${webshop.titleNl} en betaal er maar twee. Het goedkoopste artikel is gratis.`,
        contentFr: `Achetez trois articles de l'action chez ${webshop.titleFr} et n'en payez que deux. Le moins cher est offert.`,
        discountTextNl: '2+1 gratis',
        discountTextFr: '2+1 gratuit',
        url: promoUrl(webshop, titleNl),
      },
    };
  }
  const titleNl = `${product.titleNl} voor ${euro(newPrice, 'nl')}`;
  return {
    webshop,
    categoryKey,
    product,
    row: {
      ...base,
      type,
      titleNl,
      titleFr: `${product.titleFr} à ${euro(newPrice, 'fr')}`,
      contentNl: `${webshop.titleNl} verkoopt ${product.titleNl} nu voor ${euro(newPrice, 'nl')} (was ${euro(oldPrice, 'nl')}). ${rng.pick(['Gratis levering.', 'Morgen in huis.', 'Ook af te halen in een afhaalpunt.'])}`,
      contentFr: `${webshop.titleFr} vend ${product.titleFr} à ${euro(newPrice, 'fr')} (au lieu de ${euro(oldPrice, 'fr')}). ${rng.pick(['Livraison gratuite.', 'Livré demain.', 'Aussi à retirer en point relais.'])}`,
      newPrice,
      oldPrice,
      url: promoUrl(webshop, titleNl),
    },
  };
}

/** Inserts `count` online promos spread over the webshops, with their categories and feed rows. */
export async function seedOnlinePromos(
  db: Db,
  rng: Random,
  catalogue: Catalogue,
  clock: SeedClock,
  count: number,
): Promise<{ promos: SeededPromo[]; feedRows: FeedRow[] }> {
  const votes = rng.fork('votes');
  const plans = Array.from({ length: count }, (_, index) =>
    drawPlan(rng, catalogue, clock, catalogue.webshops[index % catalogue.webshops.length] as SeedWebshop),
  );
  const ids = await insertIds(
    db,
    onlinePromos,
    plans.map((plan) => plan.row),
  );
  await db.execute(sql`update ${onlinePromos} set image_path = 'generated/online-promo/' || id || '.webp' where image_path is null`);

  const links: { onlinePromoId: number; categoryId: number }[] = [];
  const promos: SeededPromo[] = [];
  const feedRows: FeedRow[] = [];
  const now = clock.now.getTime();
  plans.forEach((plan, index) => {
    const id = ids[index] as number;
    const categoryIds = [plan.categoryKey, ...(rng.chance(0.25) ? [rng.pick(plan.webshop.categoryKeys)] : [])]
      .map((key) => catalogue.categoryByKey.get(key)?.id)
      .filter((categoryId, position, all): categoryId is number => categoryId !== undefined && all.indexOf(categoryId) === position);
    for (const categoryId of categoryIds) links.push({ onlinePromoId: id, categoryId });
    const row = plan.row;
    const startedAt = row.startedAt ?? null;
    const expiredAt = row.expiredAt ?? null;
    promos.push({
      id,
      webshopId: plan.webshop.id,
      type: row.type,
      categoryIds,
      current: (!startedAt || startedAt.getTime() <= now) && (!expiredAt || expiredAt.getTime() > now),
    });
    feedRows.push(
      feedRowForOnlinePromo(
        {
          id,
          webshopId: plan.webshop.id,
          type: row.type,
          titleNl: row.titleNl,
          titleFr: row.titleFr,
          contentNl: row.contentNl ?? null,
          contentFr: row.contentFr ?? null,
          discountTextNl: row.discountTextNl ?? null,
          discountTextFr: row.discountTextFr ?? null,
          newPrice: row.newPrice ?? null,
          oldPrice: row.oldPrice ?? null,
          startedAt,
          expiredAt,
          createdAt: row.createdAt ?? clock.now,
        },
        {
          categoryIds,
          webshopTitle: { nl: plan.webshop.titleNl, fr: plan.webshop.titleFr },
          brandId: plan.product?.brandId ?? null,
          brandTitle: plan.product ? { nl: plan.product.brandTitle, fr: plan.product.brandTitle } : null,
          votes: drawVotes(votes, 'promo'),
        },
      ),
    );
  });
  await insertAll(db, onlinePromoCategories, links);
  return { promos, feedRows };
}
