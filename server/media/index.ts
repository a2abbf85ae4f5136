/**
 * Deterministic SVG artwork for the demo catalogue: logos, product, promo, article and prize
 * pictures and retailer-folder pages. Pure functions of their input; no network, no database.
 */
export { renderArticleImage, type ArticleImageInput } from './article-image';
export {
  FOLDER_PAGE_HEIGHT,
  FOLDER_PAGE_WIDTH,
  folderContentArea,
  layoutFolderItems,
  MAX_FOLDER_ITEMS,
  type FolderRect,
} from './folder-layout';
export {
  folderRectToPixels,
  renderFolderCover,
  renderFolderPage,
  type FolderPageInput,
  type FolderPageItem,
} from './folder-page';
export { discountLabel } from './folder-price-tag';
export { renderLogo, type LogoInput } from './logo';
export { contrastRatio, hashString, paletteFromSeed, type Palette } from './palette';
export { renderPrizeImage, type PrizeImageInput } from './prize-image';
export { renderProductImage, type ProductImageInput } from './product-image';
export { renderPromoImage, type PromoImageInput } from './promo-image';
export { escapeXml, formatEuro, wrapText, type RenderedSvg } from './svg';
