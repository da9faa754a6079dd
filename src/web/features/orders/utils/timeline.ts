import type { OrderStatus } from '@contracts/orders';

export interface TimelineEvent {
  type: string;
  status: string | null;
  note: string | null;
  createdAt: string;
}

export type StepKey =
  | 'created'
  | 'paymentCompleted'
  | 'paymentFailed'
  | 'paymentReview'
  | 'pending'
  | 'processing'
  | 'delivered'
  | 'cancelled'
  | 'expired'
  | 'refunded'
  | 'refundPending'
  | 'received'
  | 'cancellationRequested'
  | 'deliveryAttemptFailed'
  | 'deliveryPhoto'
  | 'recipientLinkSent'
  | 'recipientAddressGiven'
  | 'recipientGiftSwapped'
  | 'recipientAddressMissing'
  | 'parcelCreated'
  | 'parcelInTransit'
  | 'parcelOutForDelivery'
  | 'parcelAttemptFailed'
  | 'parcelDelivered'
  | 'parcelReturned';

export interface TimelineStep {
  key: StepKey | null;
  /** The event's own type when no known step matches it. */
  raw: string;
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
  tone: 'neutral' | 'success' | 'danger';
}

const byType: Record<string, StepKey> = {
  created: 'created',
  payment_completed: 'paymentCompleted',
  payment_failed: 'paymentFailed',
  payment_mismatch: 'paymentReview',
  cancelled: 'cancelled',
  expired: 'expired',
  refunded: 'refunded',
  refund_failed: 'refundPending',
  received: 'received',
  cancellation_requested: 'cancellationRequested',
  delivery_attempt_failed: 'deliveryAttemptFailed',
  delivery_photo: 'deliveryPhoto',
  recipient_link_sent: 'recipientLinkSent',
  recipient_address_given: 'recipientAddressGiven',
  recipient_gift_swapped: 'recipientGiftSwapped',
  recipient_address_missing: 'recipientAddressMissing',
};
/** The courier company's parcel, by its status (contracts/parcels.ts). */
const byParcelStatus: Record<string, StepKey> = {
  created: 'parcelCreated',
  in_transit: 'parcelInTransit',
  out_for_delivery: 'parcelOutForDelivery',
  attempt_failed: 'parcelAttemptFailed',
  delivered: 'parcelDelivered',
  returned: 'parcelReturned',
};
const byStatus: Record<string, StepKey> = {
  pending: 'pending',
  processing: 'processing',
  delivered: 'delivered',
  cancelled: 'cancelled',
};
const danger = new Set<StepKey>(['paymentFailed', 'cancelled', 'expired', 'deliveryAttemptFailed', 'parcelAttemptFailed', 'parcelReturned']);
const success = new Set<StepKey>(['paymentCompleted', 'delivered', 'received', 'recipientAddressGiven', 'parcelDelivered']);
const reachedBy: Partial<Record<OrderStatus, StepKey[]>> = {
  processing: ['processing'],
  delivered: ['processing', 'delivered'],
};
/** The order's life in its only possible order: an inferred step never comes after a later one. */
const lifecycle: StepKey[] = ['created', 'paymentCompleted', 'pending', 'processing', 'delivered', 'received'];
const rank = (key: StepKey | null) => (key ? lifecycle.indexOf(key) : -1);

/**
 * The order's history as steps: what happened, in order, the latest one current, then the steps
 * still to come for an order that is neither cancelled nor received.
 */
export function buildTimeline(events: TimelineEvent[], status: OrderStatus | string): TimelineStep[] {
  const sorted = [...events].sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt));
  const done: TimelineStep[] = [];
  for (const e of sorted) {
    const key = (e.type === 'status' ? byStatus[e.status ?? ''] : e.type === 'parcel_status' ? byParcelStatus[e.status ?? ''] : byType[e.type]) ?? null;
    if (key && done.at(-1)?.key === key) continue;
    const tone = key && danger.has(key) ? 'danger' : key && success.has(key) ? 'success' : 'neutral';
    done.push({ key, raw: e.type === 'status' ? (e.status ?? e.type) : e.type, at: e.createdAt, state: 'done', tone });
  }
  // A status the order reached without a recorded change still shows as passed, before the steps that follow it.
  const seen = new Set(done.map((s) => s.key));
  for (const key of reachedBy[status as OrderStatus] ?? []) {
    if (seen.has(key)) continue;
    const step: TimelineStep = { key, raw: key, at: null, state: 'done', tone: success.has(key) ? 'success' : 'neutral' };
    const later = done.findIndex((s) => rank(s.key) > rank(key));
    if (later === -1) done.push(step);
    else done.splice(later, 0, step);
    seen.add(key);
  }
  const last = done.at(-1);
  if (last) last.state = 'current';

  const closed = status === 'cancelled' || seen.has('received') || seen.has('cancelled') || seen.has('expired');
  if (closed) return done;
  const upcoming = (['processing', 'delivered', 'received'] as const)
    .filter((k) => !seen.has(k))
    .map((k): TimelineStep => ({ key: k, raw: k, at: null, state: 'upcoming', tone: 'neutral' }));
  return [...done, ...upcoming];
}
