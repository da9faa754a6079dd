import type { Promotion } from '@contracts/promotions';

export type PromotionState = 'active' | 'paused' | 'scheduled' | 'ended' | 'usedUp';

/** What the owner reads of a promotion now: paused by them, not started, over, used up, or running. */
export function promotionState(p: Promotion, now: Date): PromotionState {
  if (!p.active) return 'paused';
  if (p.endsAt && Date.parse(p.endsAt) <= now.getTime()) return 'ended';
  if (p.startsAt && Date.parse(p.startsAt) > now.getTime()) return 'scheduled';
  const spent = p.budget !== null && Number(p.discountGiven) >= Number(p.budget);
  if ((p.maxUses !== null && p.uses >= p.maxUses) || spent) return 'usedUp';
  return 'active';
}
