/** The promotions module's face: all that other modules and the app use of it (decision 044). */
export type { Discount, DiscountCart } from './discount.js';
export { activeAutomaticPromotions, customerKeysOf, findDiscount } from './find.js';
export { guardCodeGuessing } from './guessing.js';
export { capRefusal, discountSplitOf, promotionUseCtes, releasePromotionUse } from './use.js';
export { promotionAdminRoutes } from './routes.js';
