import { and, eq, gt, gte, isNull, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { categories, gifts } from '../../db/schema/index.js';
import { budgetWindows, type Interest, type QuizAnswers, type QuizRecommendation } from '../../../contracts/quiz.js';
import { toLocalized } from '../catalog/index.js';
import { toCentimes } from '../../domain/money.js';
import { reasonFor, type Matched } from './reasons.js';

export const MAX_RECOMMENDATIONS = 6;

/**
 * Points of each kind of match; a gift that matches everything scores 100. Interests give 30 for
 * any match and up to 10 more for the share of the chosen interests the gift covers.
 */
export const POINTS = { interest: 30, interestShare: 10, style: 20, occasion: 15, relationship: 15, ageGroup: 10 } as const;

/** Categories of the demo catalogue that stand for an interest, for gifts whose tags forget it. */
const interestOfCategory: Record<string, Interest> = {
  'beaute-argan': 'beauty',
  'bien-etre-spa': 'wellness',
  'gastronomie-douceurs': 'food',
  'bijoux-accessoires': 'fashion',
  'artisanat-traditionnel': 'culture',
  'experiences-bons-cadeaux': 'experience',
};

interface Candidate {
  id: string;
  name: unknown;
  price: string;
  images: string[];
  tags: string[];
  categorySlug: string | null;
}

function score(gift: Candidate, answers: QuizAnswers): { score: number; matched: Matched } {
  const tags = new Set(Array.isArray(gift.tags) ? gift.tags : []);
  const categoryInterest = gift.categorySlug ? interestOfCategory[gift.categorySlug] : undefined;
  // In the order the visitor chose them: the first that matches names the reason.
  const interests = answers.interests.filter((i) => tags.has(i) || categoryInterest === i);
  const matched: Matched = {
    interest: interests[0],
    style: tags.has(answers.style) ? answers.style : undefined,
    occasion: tags.has(answers.occasion) ? answers.occasion : undefined,
    relationship: tags.has(answers.relationship) ? answers.relationship : undefined,
  };
  let points = 0;
  if (interests.length > 0) points += POINTS.interest + Math.round((POINTS.interestShare * interests.length) / answers.interests.length);
  if (matched.style) points += POINTS.style;
  if (matched.occasion) points += POINTS.occasion;
  if (matched.relationship) points += POINTS.relationship;
  if (tags.has(answers.age_group)) points += POINTS.ageGroup;
  return { score: Math.min(100, points), matched };
}

/**
 * Up to six active gifts in stock whose price lies in the budget's window (never above it), best
 * match first; equal scores go cheaper first, then by id, so the same answers always give the same list.
 */
export async function recommendGifts(db: DbOrTx, answers: QuizAnswers): Promise<QuizRecommendation[]> {
  const window = budgetWindows[answers.budget];
  const rows: Candidate[] = await db
    .select({ id: gifts.id, name: gifts.name, price: gifts.price, images: gifts.images, tags: gifts.tags, categorySlug: categories.slug })
    .from(gifts)
    .leftJoin(categories, eq(categories.id, gifts.categoryId))
    .where(
      and(
        eq(gifts.isActive, true),
        or(isNull(gifts.stock), gt(gifts.stock, 0)),
        gte(gifts.price, String(window.min)),
        window.max === null ? undefined : lte(gifts.price, String(window.max)),
      ),
    );
  return rows
    .map((gift) => ({ gift, cents: toCentimes(gift.price), ...score(gift, answers) }))
    .sort((a, b) => b.score - a.score || a.cents - b.cents || (a.gift.id < b.gift.id ? -1 : a.gift.id > b.gift.id ? 1 : 0))
    .slice(0, MAX_RECOMMENDATIONS)
    .map(({ gift, score, matched }) => ({
      id: gift.id,
      name: toLocalized(gift.name),
      reason: reasonFor(matched),
      image: (Array.isArray(gift.images) ? gift.images[0] : undefined) ?? null,
      price: gift.price,
      matchScore: score,
    }));
}
