import { describe, expect, it } from 'vitest';
import { buildTimeline, type TimelineEvent } from './timeline';

const ev = (type: string, minute: number, status: string | null = null): TimelineEvent => ({
  type,
  status,
  note: null,
  createdAt: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
});
const summary = (events: TimelineEvent[], status: string) =>
  buildTimeline(events, status).map((s) => `${s.key ?? s.raw}:${s.state}`);

describe('order timeline', () => {
  it('lists what happened in time order, marks the latest current and the rest to come', () => {
    const events = [ev('payment_completed', 2), ev('created', 0), ev('status', 2, 'processing')];
    expect(summary(events, 'processing')).toEqual([
      'created:done',
      'paymentCompleted:done',
      'processing:current',
      'delivered:upcoming',
      'received:upcoming',
    ]);
  });

  it('shows the courier company’s parcel on its way, then delivered, a returned parcel as a danger', () => {
    const events = [ev('created', 0), ev('status', 2, 'processing'), ev('parcel_status', 3, 'created'), ev('parcel_status', 40, 'in_transit'), ev('parcel_status', 90, 'delivered'), ev('status', 90, 'delivered')];
    expect(summary(events, 'delivered')).toEqual(['created:done', 'processing:done', 'parcelCreated:done', 'parcelInTransit:done', 'parcelDelivered:done', 'delivered:current', 'received:upcoming']);
    expect(buildTimeline([ev('parcel_status', 5, 'returned')], 'processing')[0]).toMatchObject({ key: 'parcelReturned', tone: 'danger' });
  });

  it('ends with the reception once the customer confirmed it', () => {
    const events = [ev('created', 0), ev('payment_completed', 1), ev('status', 2, 'processing'), ev('status', 9, 'delivered'), ev('received', 30)];
    const steps = buildTimeline(events, 'delivered');
    expect(steps.map((s) => s.key)).toEqual(['created', 'paymentCompleted', 'processing', 'delivered', 'received']);
    expect(steps.at(-1)).toMatchObject({ state: 'current', tone: 'success' });
  });

  it('stops at a cancellation, shown as a problem, with nothing to come', () => {
    const events = [ev('created', 0), ev('cancellation_requested', 5), ev('cancelled', 6), ev('status', 6, 'cancelled'), ev('refunded', 7)];
    expect(summary(events, 'cancelled')).toEqual([
      'created:done',
      'cancellationRequested:done',
      'cancelled:done',
      'refunded:current',
    ]);
    expect(buildTimeline(events, 'cancelled')[2]?.tone).toBe('danger');
  });

  it('shows a status the order reached without a recorded change as the current step', () => {
    expect(summary([ev('created', 0), ev('payment_completed', 1)], 'processing')).toEqual([
      'created:done',
      'paymentCompleted:done',
      'processing:current',
      'delivered:upcoming',
      'received:upcoming',
    ]);
    expect(summary([ev('created', 0)], 'delivered')).toEqual(['created:done', 'processing:done', 'delivered:current', 'received:upcoming']);
  });

  it('puts a step the order passed without a record before the later steps that were recorded', () => {
    const delivered = [ev('created', 0), ev('payment_completed', 1), ev('status', 9, 'delivered')];
    expect(summary(delivered, 'delivered')).toEqual([
      'created:done',
      'paymentCompleted:done',
      'processing:done',
      'delivered:current',
      'received:upcoming',
    ]);
    expect(summary([...delivered, ev('received', 30)], 'delivered')).toEqual([
      'created:done',
      'paymentCompleted:done',
      'processing:done',
      'delivered:done',
      'received:current',
    ]);
  });

  it('keeps an event it does not know under its own name', () => {
    expect(buildTimeline([ev('created', 0), ev('address_changed', 3)], 'pending')[1]).toMatchObject({ key: null, raw: 'address_changed' });
  });

  it('shows a failed payment and the expiry of an unpaid order', () => {
    expect(summary([ev('created', 0), ev('payment_failed', 1), ev('expired', 31)], 'cancelled')).toEqual([
      'created:done',
      'paymentFailed:done',
      'expired:current',
    ]);
  });
});
