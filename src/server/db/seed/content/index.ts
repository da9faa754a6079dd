import type { DemoCatalogue } from '../catalogue.js';
import { categories } from './categories.js';
import { beautyGifts } from './gifts-beauty.js';
import { craftGifts } from './gifts-crafts.js';
import { experienceGifts } from './gifts-experiences.js';
import { flowerGifts } from './gifts-flowers.js';
import { gourmetGifts } from './gifts-gourmet.js';
import { homeGifts } from './gifts-home.js';
import { jewelleryGifts } from './gifts-jewellery.js';
import { teaGifts } from './gifts-tea.js';
import { wellnessGifts } from './gifts-wellness.js';

const byCategory = [craftGifts, experienceGifts, wellnessGifts, gourmetGifts, teaGifts, beautyGifts, jewelleryGifts, homeGifts, flowerGifts];

/** The demo shop: categories in display order and every gift with its category's slug. */
export const demoCatalogue: DemoCatalogue = {
  categories,
  gifts: byCategory.flatMap(({ category, gifts }) => gifts.map((gift) => ({ ...gift, category }))),
};
