import { relations } from 'drizzle-orm';
import { dealAlertSubscriptions, notifications } from './alerts';
import { brands, products, stores, webshops } from './catalogue';
import { gotoLinks } from './cms';
import { promotedPromos } from './feed';
import { folderItems, folderPages, folders } from './folders';
import { articles, newsCategories } from './news';
import { onlinePromoCategories, onlinePromos } from './online-promos';
import { postCategories, postImages, posts } from './posts';
import { prizeRequests, prizes } from './prizes';
import { categories, promoTypes } from './taxonomy';
import {
  accessTokens,
  follows,
  pointsAccounts,
  pointsLedger,
  referrals,
  socialAccounts,
  userTokens,
  users,
} from './users';

// Relations for drizzle's relational queries (`db.query.*.findMany({ with })`). They live in one
// file so the table modules never import each other in a cycle.

export const usersRelations = relations(users, ({ one, many }) => ({
  account: one(pointsAccounts, { fields: [users.id], references: [pointsAccounts.userId] }),
  socialAccounts: many(socialAccounts),
  accessTokens: many(accessTokens),
  userTokens: many(userTokens),
  pointsLedger: many(pointsLedger),
  posts: many(posts),
  notifications: many(notifications, { relationName: 'notification_recipient' }),
  followers: many(follows, { relationName: 'followed' }),
  following: many(follows, { relationName: 'follower' }),
  inviter: one(users, { fields: [users.invitedBy], references: [users.id], relationName: 'invited_by' }),
  invitees: many(users, { relationName: 'invited_by' }),
  dealAlertSubscriptions: many(dealAlertSubscriptions),
  prizeRequests: many(prizeRequests),
}));

export const pointsAccountsRelations = relations(pointsAccounts, ({ one }) => ({
  user: one(users, { fields: [pointsAccounts.userId], references: [users.id] }),
}));

export const pointsLedgerRelations = relations(pointsLedger, ({ one }) => ({
  user: one(users, { fields: [pointsLedger.userId], references: [users.id] }),
}));

export const socialAccountsRelations = relations(socialAccounts, ({ one }) => ({
  user: one(users, { fields: [socialAccounts.userId], references: [users.id] }),
}));

export const accessTokensRelations = relations(accessTokens, ({ one }) => ({
  user: one(users, { fields: [accessTokens.userId], references: [users.id] }),
}));

export const userTokensRelations = relations(userTokens, ({ one }) => ({
  user: one(users, { fields: [userTokens.userId], references: [users.id] }),
}));

export const followsRelations = relations(follows, ({ one }) => ({
  follower: one(users, { fields: [follows.followerId], references: [users.id], relationName: 'follower' }),
  followed: one(users, { fields: [follows.followedId], references: [users.id], relationName: 'followed' }),
}));

export const referralsRelations = relations(referrals, ({ one }) => ({
  referrer: one(users, { fields: [referrals.referrerId], references: [users.id], relationName: 'referrer' }),
  referredUser: one(users, { fields: [referrals.referredUserId], references: [users.id], relationName: 'referred' }),
}));

export const categoriesRelations = relations(categories, ({ one, many }) => ({
  parent: one(categories, { fields: [categories.parentId], references: [categories.id], relationName: 'category_parent' }),
  children: many(categories, { relationName: 'category_parent' }),
  products: many(products),
}));

export const promoTypesRelations = relations(promoTypes, ({ one, many }) => ({
  parent: one(promoTypes, { fields: [promoTypes.parentId], references: [promoTypes.id], relationName: 'promo_type_parent' }),
  children: many(promoTypes, { relationName: 'promo_type_parent' }),
}));

export const storesRelations = relations(stores, ({ many }) => ({
  folders: many(folders),
}));

export const webshopsRelations = relations(webshops, ({ many }) => ({
  onlinePromos: many(onlinePromos),
  gotoLinks: many(gotoLinks),
}));

export const brandsRelations = relations(brands, ({ many }) => ({
  products: many(products),
}));

export const productsRelations = relations(products, ({ one }) => ({
  brand: one(brands, { fields: [products.brandId], references: [brands.id] }),
  category: one(categories, { fields: [products.categoryId], references: [categories.id] }),
}));

export const foldersRelations = relations(folders, ({ one, many }) => ({
  store: one(stores, { fields: [folders.storeId], references: [stores.id] }),
  pages: many(folderPages),
  items: many(folderItems),
}));

export const folderPagesRelations = relations(folderPages, ({ one, many }) => ({
  folder: one(folders, { fields: [folderPages.folderId], references: [folders.id] }),
  items: many(folderItems),
}));

export const folderItemsRelations = relations(folderItems, ({ one }) => ({
  folder: one(folders, { fields: [folderItems.folderId], references: [folders.id] }),
  page: one(folderPages, { fields: [folderItems.folderPageId], references: [folderPages.id] }),
  product: one(products, { fields: [folderItems.productId], references: [products.id] }),
  brand: one(brands, { fields: [folderItems.brandId], references: [brands.id] }),
  category: one(categories, { fields: [folderItems.categoryId], references: [categories.id] }),
}));

export const postsRelations = relations(posts, ({ one, many }) => ({
  user: one(users, { fields: [posts.userId], references: [users.id] }),
  type: one(promoTypes, { fields: [posts.typeId], references: [promoTypes.id] }),
  webshop: one(webshops, { fields: [posts.webshopId], references: [webshops.id] }),
  store: one(stores, { fields: [posts.storeId], references: [stores.id] }),
  images: many(postImages),
  postCategories: many(postCategories),
}));

export const postCategoriesRelations = relations(postCategories, ({ one }) => ({
  post: one(posts, { fields: [postCategories.postId], references: [posts.id] }),
  category: one(categories, { fields: [postCategories.categoryId], references: [categories.id] }),
}));

export const postImagesRelations = relations(postImages, ({ one }) => ({
  post: one(posts, { fields: [postImages.postId], references: [posts.id] }),
}));

export const onlinePromosRelations = relations(onlinePromos, ({ one, many }) => ({
  webshop: one(webshops, { fields: [onlinePromos.webshopId], references: [webshops.id] }),
  onlinePromoCategories: many(onlinePromoCategories),
}));

export const onlinePromoCategoriesRelations = relations(onlinePromoCategories, ({ one }) => ({
  onlinePromo: one(onlinePromos, { fields: [onlinePromoCategories.onlinePromoId], references: [onlinePromos.id] }),
  category: one(categories, { fields: [onlinePromoCategories.categoryId], references: [categories.id] }),
}));

export const promotedPromosRelations = relations(promotedPromos, ({ one }) => ({
  category: one(categories, { fields: [promotedPromos.categoryId], references: [categories.id] }),
}));

export const newsCategoriesRelations = relations(newsCategories, ({ many }) => ({
  articles: many(articles),
}));

export const articlesRelations = relations(articles, ({ one }) => ({
  newsCategory: one(newsCategories, { fields: [articles.newsCategoryId], references: [newsCategories.id] }),
}));

export const gotoLinksRelations = relations(gotoLinks, ({ one }) => ({
  webshop: one(webshops, { fields: [gotoLinks.webshopId], references: [webshops.id] }),
}));

export const dealAlertSubscriptionsRelations = relations(dealAlertSubscriptions, ({ one }) => ({
  user: one(users, { fields: [dealAlertSubscriptions.userId], references: [users.id] }),
}));

export const notificationsRelations = relations(notifications, ({ one }) => ({
  user: one(users, { fields: [notifications.userId], references: [users.id], relationName: 'notification_recipient' }),
  author: one(users, { fields: [notifications.authorUserId], references: [users.id], relationName: 'notification_author' }),
}));

export const prizesRelations = relations(prizes, ({ many }) => ({
  requests: many(prizeRequests),
}));

export const prizeRequestsRelations = relations(prizeRequests, ({ one }) => ({
  prize: one(prizes, { fields: [prizeRequests.prizeId], references: [prizes.id] }),
  user: one(users, { fields: [prizeRequests.userId], references: [users.id] }),
}));
