import { brands, categories, stores, webshops } from '../../db/schema';

/**
 * The columns each catalogue entity is read with, in one place. The card set is what a promo card or
 * promo detail names the entity by (server/services/feed/entities.ts); the full set, what the
 * entity's own pages and lists show (this folder), adds its descriptions.
 */

export const categoryCardColumns = {
  id: categories.id,
  titleNl: categories.titleNl,
  titleFr: categories.titleFr,
  simplifiedTitleNl: categories.simplifiedTitleNl,
  simplifiedTitleFr: categories.simplifiedTitleFr,
  slugNl: categories.slugNl,
  slugFr: categories.slugFr,
};

export const categoryColumns = {
  ...categoryCardColumns,
  parentId: categories.parentId,
  icon: categories.icon,
  descriptionNl: categories.descriptionNl,
  descriptionFr: categories.descriptionFr,
};

export const webshopCardColumns = {
  id: webshops.id,
  titleNl: webshops.titleNl,
  titleFr: webshops.titleFr,
  simplifiedTitleNl: webshops.simplifiedTitleNl,
  simplifiedTitleFr: webshops.simplifiedTitleFr,
  slugNl: webshops.slugNl,
  slugFr: webshops.slugFr,
  logoPath: webshops.logoPath,
  websiteUrl: webshops.websiteUrl,
  affiliateUrl: webshops.affiliateUrl,
};

export const webshopColumns = {
  ...webshopCardColumns,
  descriptionNl: webshops.descriptionNl,
  descriptionFr: webshops.descriptionFr,
};

export const storeCardColumns = {
  id: stores.id,
  titleNl: stores.titleNl,
  titleFr: stores.titleFr,
  slugNl: stores.slugNl,
  slugFr: stores.slugFr,
  logoPath: stores.logoPath,
  websiteUrl: stores.websiteUrl,
  folderClientType: stores.folderClientType,
};

export const storeColumns = {
  ...storeCardColumns,
  descriptionNl: stores.descriptionNl,
  descriptionFr: stores.descriptionFr,
};

export const brandCardColumns = {
  id: brands.id,
  titleNl: brands.titleNl,
  titleFr: brands.titleFr,
  slugNl: brands.slugNl,
  slugFr: brands.slugFr,
  logoPath: brands.logoPath,
};

export const brandColumns = {
  ...brandCardColumns,
  descriptionNl: brands.descriptionNl,
  descriptionFr: brands.descriptionFr,
};
