import type { PromotionInput, PromotionKind } from '@contracts/promotions';

/** The create form as typed: every number still text, dates as the browser's `datetime-local`. */
export interface PromotionDraft {
  automatic: boolean;
  code: string;
  name: string;
  kind: PromotionKind;
  value: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  minOrder: string;
  budget: string;
  /** Categories it is limited to; with no gift either, the whole order. */
  categoryIds: string[];
  /** Gifts it is limited to, with the name shown for each. */
  gifts: ScopedGift[];
}

export interface ScopedGift {
  id: string;
  name: string;
}

export const emptyDraft: PromotionDraft = {
  automatic: false,
  code: '',
  name: '',
  kind: 'percent',
  value: '',
  startsAt: '',
  endsAt: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  minOrder: '',
  budget: '',
  categoryIds: [],
  gifts: [],
};

const text = (v: string) => (v.trim() ? v.trim().replace(',', '.') : null);
const whole = (v: string) => (v.trim() ? Number(v) : null);
// A `datetime-local` value is the owner's own clock; the server keeps the instant.
const instant = (v: string) => (v ? new Date(v).toISOString() : null);

/** The body of `POST /api/admin/promotions`; the server checks every rule and names the field it refuses. */
export function toPromotionInput(d: PromotionDraft): PromotionInput {
  return {
    automatic: d.automatic,
    code: d.automatic ? null : d.code,
    name: d.name.trim() || null,
    kind: d.kind,
    value: d.kind === 'free_delivery' ? '0' : (text(d.value) ?? ''),
    startsAt: instant(d.startsAt),
    endsAt: instant(d.endsAt),
    maxUses: whole(d.maxUses),
    maxUsesPerCustomer: whole(d.maxUsesPerCustomer),
    minOrder: text(d.minOrder),
    budget: text(d.budget),
    categoryIds: d.categoryIds,
    giftIds: d.gifts.map((g) => g.id),
  };
}
