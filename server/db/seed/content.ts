import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import {
  articles,
  dealAlertSubscriptions,
  gotoLinks,
  newsCategories,
  pages,
  popularSearches,
  prizeRequests,
  prizes,
  promotedPromos,
  redirects,
  searchTerms,
  LOCALE_IDS,
  type MorphableType,
} from '../schema';
import { siteRoute } from '../../http/urls';
import { insertAll, insertIds } from './batch';
import type { LedgerEntry } from './members';
import type { SeededPost } from './posts';
import type { ReactionRow } from './reactions';
import { DAY, HOUR, daysAfter, daysBefore, hoursBefore, type Catalogue, type SeedClock, type SeedUser } from './context';
import type { SeededFolder } from './folders';
import { NEWS_AUTHORS, NEWS_CATEGORIES } from './data/news';
import { PAGES } from './data/pages';
import type { SeededPromo } from './promos';
import type { Random } from './random';
import { slugify } from './text';

export interface SeededArticle {
  id: number;
  title: string;
}

/** 80 Dutch articles in 7 news categories, published over the last six months (some this week). */
export async function seedNews(db: Db, rng: Random, clock: SeedClock): Promise<SeededArticle[]> {
  const categoryIds = await insertIds(
    db,
    newsCategories,
    NEWS_CATEGORIES.map((category, index) => ({
      title: category.title,
      slug: category.slug,
      description: category.description,
      position: index + 1,
    })),
  );
  const plans = NEWS_CATEGORIES.flatMap((category, categoryIndex) =>
    category.titles.map((title) => ({ category, categoryId: categoryIds[categoryIndex] as number, title })),
  );
  // Spread publication dates; a handful fall in the last seven days.
  const order = rng.shuffle(plans.map((_, index) => index));
  const rows = plans.map((plan, index) => {
    const rank = order.indexOf(index);
    const daysAgo = rank < 10 ? rng.int(0, 6) : rank < 25 ? rng.int(7, 30) : rng.int(31, 180);
    const publishedAt = new Date(clock.now.getTime() - daysAgo * DAY - rng.int(1, 10) * HOUR);
    const [lead, ...rest] = rng.shuffle(plan.category.paragraphs);
    const [firstHeading, secondHeading] = rng.sample(plan.category.headings, 2);
    const tips = rng.sample(plan.category.tips, rng.int(3, 5));
    const content = [
      `<p><strong>${lead ?? ''}</strong></p>`,
      `<h2>${firstHeading ?? 'Wat je moet weten'}</h2>`,
      ...rest.slice(0, 2).map((paragraph) => `<p>${paragraph}</p>`),
      '<h3>Onze tips</h3>',
      `<ul>${tips.map((tip) => `<li>${tip}</li>`).join('')}</ul>`,
      `<h2>${secondHeading ?? 'Tot slot'}</h2>`,
      ...rest.slice(2, 4).map((paragraph) => `<p>${paragraph}</p>`),
      `<p>Meer tips lees je in onze rubriek <a href="/nieuws/${plan.category.slug}">${plan.category.title}</a>.</p>`,
    ].join('\n');
    const metaDescription = (lead ?? plan.title).length > 155 ? `${(lead ?? plan.title).slice(0, 152).trimEnd()}…` : (lead ?? plan.title);
    return {
      newsCategoryId: plan.categoryId,
      title: plan.title,
      slug: slugify(plan.title),
      metaDescription,
      excerpt: lead ?? null,
      content,
      author: rng.pick(NEWS_AUTHORS),
      publishedAt,
      views: rng.int(40, 9000),
      createdAt: hoursBefore(publishedAt, rng.int(2, 48)),
      updatedAt: publishedAt,
    };
  });
  const ids = await insertIds(db, articles, rows);
  await db.execute(sql`update ${articles} set image_path = 'generated/article/' || id || '.webp' where image_path is null`);
  return rows.map((row, index) => ({ id: ids[index] as number, title: row.title }));
}

/** CMS pages in both languages, linked by group_key. */
export async function seedPages(db: Db): Promise<void> {
  await insertAll(
    db,
    pages,
    PAGES.flatMap((page) =>
      (['nl', 'fr'] as const).map((locale) => {
        const translation = page[locale];
        const route =
          page.groupKey === 'newsletter-almost'
            ? siteRoute('/nieuwsbrief-bijna', locale)
            : siteRoute('/[page]', locale, { page: translation.slug });
        return {
          slug: translation.slug,
          locale,
          title: translation.title,
          tagTitle: translation.tagTitle,
          metaDescription: translation.metaDescription,
          content: translation.content,
          route,
          groupKey: page.groupKey,
        };
      }),
    ),
  );
}

export async function seedRedirectsAndLinks(db: Db, rng: Random, catalogue: Catalogue): Promise<void> {
  const firstStore = catalogue.stores[0];
  await insertAll(db, redirects, [
    { fromPath: '/oude-folders', toUrl: '/folders', isExternal: false, statusCode: 301 },
    { fromPath: '/fr/anciens-depliants', toUrl: '/fr/depliants', isExternal: false, statusCode: 301 },
    { fromPath: '/acties', toUrl: '/promos', isExternal: false, statusCode: 301 },
    { fromPath: '/fr/actions', toUrl: '/fr/promos', isExternal: false, statusCode: 301 },
    ...(firstStore
      ? [{ fromPath: `/winkels/${firstStore.slugNl}`, toUrl: `/store/${firstStore.slugNl}`, isExternal: false, statusCode: 301 }]
      : []),
    { fromPath: '/partner', toUrl: 'https://www.example.org/', isExternal: true, statusCode: 302 },
  ]);
  await insertAll(db, gotoLinks, [
    ...catalogue.webshops.map((webshop) => ({
      key: webshop.slugNl,
      targetUrl: webshop.affiliateUrl,
      webshopId: webshop.id,
      clicks: rng.int(0, 2500),
    })),
    { key: 'app-ios', targetUrl: 'https://apps.example/ios/dealwijzer', clicks: rng.int(100, 900) },
    { key: 'app-android', targetUrl: 'https://apps.example/android/dealwijzer', clicks: rng.int(100, 900) },
    { key: 'facebook', targetUrl: 'https://social.example/dealwijzer', clicks: rng.int(10, 300) },
    { key: 'nieuwsbrief', targetUrl: 'https://mail.example/dealwijzer/inschrijven', clicks: rng.int(10, 300) },
  ]);
}

const PRIZES: readonly (readonly [nl: string, fr: string, descriptionNl: string, descriptionFr: string, cost: number, stock: number])[] = [
  ['Herbruikbare boodschappentas', 'Sac de courses réutilisable', 'Een stevige, opvouwbare boodschappentas in de kleuren van Dealwijzer.', 'Un sac de courses solide et pliable aux couleurs de Dealwijzer.', 100, 200],
  ['Pralinedoos Pralinia 250 g', 'Boîte de pralines Pralinia 250 g', 'Een doos handgemaakte Belgische pralines om te delen (of niet).', 'Une boîte de pralines belges faites main, à partager (ou pas).', 200, 60],
  ['Cadeaubon Prijsmarkt € 10', 'Chèque-cadeau Prijsmarkt 10 €', 'Te gebruiken in alle winkels van Prijsmarkt, een jaar geldig.', 'Valable dans tous les magasins Prijsmarkt pendant un an.', 250, 100],
  ['Twee bioscooptickets', 'Deux places de cinéma', 'Twee tickets voor een film naar keuze in een deelnemende bioscoop.', 'Deux places pour le film de votre choix dans un cinéma participant.', 400, 50],
  ['Cadeaubon Snelbezorgd € 25', 'Chèque-cadeau Snelbezorgd 25 €', 'Shop wat je wil in de webshop van Snelbezorgd.', 'Faites votre choix dans l’e-shop Snelbezorgd.', 600, 40],
  ['Pretparkticket voor 2', "Deux billets de parc d'attractions", 'Een dag vol attracties voor twee personen, geldig het hele seizoen.', 'Une journée d’attractions pour deux personnes, valable toute la saison.', 900, 20],
  ['Draadloze oordopjes Sonaro', 'Écouteurs sans fil Sonaro', 'Oordopjes met ruisonderdrukking en tot 24 uur batterijduur.', 'Écouteurs à réduction de bruit avec jusqu’à 24 heures d’autonomie.', 1500, 10],
  ['Airfryer Kookwijs XL', 'Friteuse à air Kookwijs XL', 'Krokante frieten zonder frituurvet, met een mand van 5,5 liter.', 'Des frites croustillantes sans bain d’huile, avec un panier de 5,5 litres.', 2000, 5],
  // Within reach of a new member's first post, and what the demo member already got (seedPrizes).
  ['Stickerset Dealwijzer', 'Set d’autocollants Dealwijzer', 'Tien vrolijke stickers voor je laptop, fiets of koelkast.', 'Dix autocollants joyeux pour votre ordinateur, votre vélo ou votre frigo.', 10, 500],
];

/**
 * The prize pot, and requests by the demo user and by the richest other member, each only when
 * their balance (`balances`, before spending) covers the prize.
 */
export async function seedPrizes(
  db: Db,
  members: readonly SeedUser[],
  clock: SeedClock,
  balances: ReadonlyMap<number, number>,
): Promise<LedgerEntry[]> {
  const ids = await insertIds(
    db,
    prizes,
    PRIZES.map(([titleNl, titleFr, descriptionNl, descriptionFr, pointsCost, stock], index) => ({
      titleNl,
      titleFr,
      descriptionNl,
      descriptionFr,
      pointsCost,
      stock,
      // The operator's order (position) runs from the cheapest prize up, as a member reads the pot.
      position: 1 + PRIZES.filter((other) => other[4] < pointsCost || (other[4] === pointsCost && PRIZES.indexOf(other) < index)).length,
    })),
  );
  await db.execute(sql`update ${prizes} set image_path = 'generated/prize/' || id || '.webp' where image_path is null`);

  const [demo, ...others] = members;
  const richest = [...others].sort((a, b) => (balances.get(b.id) ?? 0) - (balances.get(a.id) ?? 0) || a.id - b.id)[0];
  const requests: { user: SeedUser; prizeIndex: number; status: 'shipped' | 'pending'; at: Date; address: [string, string, string, string] }[] = [];
  const affordable = (user: SeedUser, prizeIndex: number) => (balances.get(user.id) ?? 0) >= (PRIZES[prizeIndex]?.[4] ?? Infinity);
  // The demo member got the sticker set: a request to show, with points left to request more.
  const stickers = PRIZES.length - 1;
  if (demo && affordable(demo, stickers)) {
    requests.push({ user: demo, prizeIndex: stickers, status: 'shipped', at: daysBefore(clock.now, 21), address: ['Veldstraat', '12', '9000', 'Gent'] });
  }
  if (richest) {
    const prizeIndex = [2, 1, 0].find((index) => affordable(richest, index));
    if (prizeIndex !== undefined) {
      requests.push({ user: richest, prizeIndex, status: 'pending', at: daysBefore(clock.now, 2), address: ['Markt', '3', '8000', 'Brugge'] });
    }
  }
  if (requests.length === 0) return [];
  const requestIds = await insertIds(
    db,
    prizeRequests,
    requests.map((request) => ({
      prizeId: ids[request.prizeIndex] as number,
      userId: request.user.id,
      status: request.status,
      pointsSpent: PRIZES[request.prizeIndex]?.[4] ?? 0,
      fullName: `${request.user.fname} ${request.user.lname}`,
      street: request.address[0],
      houseNumber: request.address[1],
      postalCode: request.address[2],
      city: request.address[3],
      createdAt: request.at,
    })),
  );
  return requests.map((request, index) => ({
    userId: request.user.id,
    bonusActionType: 'prize_request',
    impact: -(PRIZES[request.prizeIndex]?.[4] ?? 0),
    bonusableType: 'PrizeRequest',
    bonusableId: requestIds[index] ?? null,
    createdAt: request.at,
  }));
}

export interface PromotedCandidate {
  type: MorphableType;
  id: number;
  rating: number;
  categoryIds: readonly number[];
}

/** Three hero items (a promo, a folder, a post) and one or two per popular category. */
export async function seedPromoted(
  db: Db,
  catalogue: Catalogue,
  clock: SeedClock,
  candidates: readonly PromotedCandidate[],
): Promise<void> {
  const best = (type: MorphableType) =>
    candidates.filter((candidate) => candidate.type === type).sort((a, b) => b.rating - a.rating || a.id - b.id)[0];
  const window = { startsAt: daysBefore(clock.now, 2), endsAt: daysAfter(clock.now, 14) };
  const hero = (['OnlinePromo', 'Folder', 'Post'] as const)
    .map(best)
    .filter((candidate): candidate is PromotedCandidate => candidate !== undefined)
    .map((candidate, index) => ({ section: 'hero-section' as const, morphableType: candidate.type, morphableId: candidate.id, position: index + 1, ...window }));
  const categoryRows = catalogue.categories.slice(0, 8).flatMap((category) =>
    candidates
      .filter((candidate) => candidate.type !== 'Folder' && candidate.categoryIds.includes(category.id))
      .sort((a, b) => b.rating - a.rating || a.id - b.id)
      .slice(0, category.id % 2 === 0 ? 2 : 1)
      .map((candidate, index) => ({
        section: 'category-hero-section' as const,
        categoryId: category.id,
        morphableType: candidate.type,
        morphableId: candidate.id,
        position: index + 1,
        ...window,
      })),
  );
  await insertAll(db, promotedPromos, [...hero, ...categoryRows]);
}

/**
 * The demo user's personal data: deal alerts, favourites and other flags and recent searches; plus
 * popular searches for everyone. Notifications come later (notifications.ts), from the follows and flags.
 */
export async function seedPersonal(
  db: Db,
  rng: Random,
  catalogue: Catalogue,
  clock: SeedClock,
  members: readonly SeedUser[],
  data: {
    posts: readonly SeededPost[];
    promos: readonly SeededPromo[];
    folders: readonly SeededFolder[];
    articles: readonly SeededArticle[];
  },
): Promise<ReactionRow[]> {
  const demo = members[0];
  if (!demo) return [];
  const store = catalogue.stores[0];
  const webshop = catalogue.webshops[1];
  const electronics = catalogue.categoryByKey.get('electronics');
  const brand = catalogue.brands.find((candidate) => candidate.title === 'Pralinia');

  await insertAll(db, dealAlertSubscriptions, [
    ...(store ? [{ userId: demo.id, email: demo.email, subscriableType: 'Store' as const, subscriableId: store.id, dailyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now }] : []),
    ...(webshop ? [{ userId: demo.id, email: demo.email, subscriableType: 'Webshop' as const, subscriableId: webshop.id, weeklyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now }] : []),
    ...(electronics ? [{ userId: demo.id, email: demo.email, subscriableType: 'Category' as const, subscriableId: electronics.id, weeklyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now }] : []),
    ...(brand ? [{ userId: demo.id, email: demo.email, subscriableType: 'Brand' as const, subscriableId: brand.id, weeklyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now }] : []),
    { userId: demo.id, email: demo.email, query: 'airfryer', dailyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now },
    { userId: null, email: 'nieuwsgierig@mail.example', query: 'luiers', weeklyEmailNotification: true, localeId: LOCALE_IDS.nl, confirmedAt: clock.now },
    ...(store ? [{ userId: null, email: 'curieux@mail.example', subscriableType: 'Store' as const, subscriableId: store.id, weeklyEmailNotification: true, localeId: LOCALE_IDS.fr, confirmedAt: clock.now }] : []),
  ]);

  const flags: ReactionRow[] = [];
  const at = (days: number) => new Date(clock.now.getTime() - days * DAY - rng.int(0, 20) * HOUR);
  // Following a store, webshop, category or brand is the alert above (no reaction flag).
  const currentPromos = data.promos.filter((promo) => promo.current);
  const currentPosts = data.posts.filter((post) => post.current && post.userId !== demo.id);
  const currentFolders = data.folders.filter((folder) => folder.kind === 'current');
  rng.sample(currentPromos, 4).forEach((promo, index) => flags.push({ userId: demo.id, reactableType: 'OnlinePromo', reactableId: promo.id, kind: 'favourite', createdAt: at(index) }));
  rng.sample(currentPosts, 3).forEach((post, index) => flags.push({ userId: demo.id, reactableType: 'Post', reactableId: post.id, kind: 'favourite', createdAt: at(index + 1) }));
  rng.sample(currentFolders, 2).forEach((folder, index) => {
    flags.push({ userId: demo.id, reactableType: 'Folder', reactableId: folder.id, kind: 'favourite', createdAt: at(index + 2) });
    const item = folder.itemIds[0];
    if (item !== undefined) flags.push({ userId: demo.id, reactableType: 'FolderItem', reactableId: item, kind: 'favourite', createdAt: at(index + 2) });
  });
  rng.sample(data.articles, 2).forEach((article, index) => flags.push({ userId: demo.id, reactableType: 'Article', reactableId: article.id, kind: 'favourite', createdAt: at(index + 3) }));
  const [hidden, reported] = rng.sample(currentPromos, 2);
  if (hidden) flags.push({ userId: demo.id, reactableType: 'OnlinePromo', reactableId: hidden.id, kind: 'hidden', createdAt: at(4) });
  if (reported) flags.push({ userId: demo.id, reactableType: 'OnlinePromo', reactableId: reported.id, kind: 'reported_expired', createdAt: at(1) });

  const product = catalogue.products.find((candidate) => candidate.nameNl.startsWith('Airfryer'));
  await insertAll(db, searchTerms, [
    { userId: demo.id, query: 'airfryer', locale: 'nl', group: 'entity', url: '/search?q=airfryer', createdAt: hoursBefore(clock.now, 3) },
    ...(store ? [{ userId: demo.id, query: store.titleNl, locale: 'nl' as const, group: 'store', entityId: store.id, url: `/store/${store.slugNl}`, createdAt: hoursBefore(clock.now, 20) }] : []),
    ...(product ? [{ userId: demo.id, query: product.titleNl, locale: 'nl' as const, group: 'product', entityId: product.id, url: `/product/${slugify(product.titleNl)}`, createdAt: hoursBefore(clock.now, 30) }] : []),
    { userId: demo.id, query: 'luiers', locale: 'nl', group: 'entity', url: '/search?q=luiers', createdAt: hoursBefore(clock.now, 50) },
    { userId: demo.id, query: 'winterjas', locale: 'nl', group: 'entity', url: '/search?q=winterjas', createdAt: hoursBefore(clock.now, 75) },
  ]);
  const popular = {
    nl: ['airfryer', 'luiers', 'winterjas', 'koffiebonen', 'pralines', 'bier', 'robotstofzuiger', 'matras', 'loopschoenen', 'tuinset', 'wasmiddel', 'smartphone'],
    fr: ['friteuse à air', 'langes', 'manteau', 'café en grains', 'pralines', 'bière', 'aspirateur robot', 'matelas', 'baskets', 'lessive'],
  };
  await insertAll(
    db,
    popularSearches,
    (['nl', 'fr'] as const).flatMap((locale) =>
      popular[locale].map((query, index) => ({ query, locale, count: Math.round((2400 / (index + 1)) * (0.8 + rng.next() * 0.4)) })),
    ),
  );
  return flags;
}
