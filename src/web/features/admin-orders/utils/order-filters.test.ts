import { describe, expect, it } from 'vitest';
import { casablancaDay } from './casablanca-day';
import { pageCount, pageQuery, readOrderFilters, toOrderQuery, withOrderFilters } from './order-filters';

describe('the order list filters', () => {
  it('reads the URL and asks the API for that page, newest first by the server', () => {
    const f = readOrderFilters(new URLSearchParams('status=pending&payment=awaiting_transfer&date=2026-05-02&search=%20CAD-7K%20&page=3'));
    expect(pageQuery(f)).toEqual({ status: 'pending', paymentStatus: 'awaiting_transfer', deliveryDate: '2026-05-02', search: 'CAD-7K', limit: 20, offset: 40 });
  });

  it('leaves out what the API would refuse', () => {
    const f = readOrderFilters(new URLSearchParams('status=lost&payment=free&date=demain&page=-2'));
    expect(toOrderQuery(f)).toEqual({ status: undefined, paymentStatus: undefined, deliveryDate: undefined, search: undefined });
    expect(f.page).toBe(1);
  });

  it('goes back to the first page when a filter changes, and keeps the others', () => {
    const next = withOrderFilters(new URLSearchParams('status=pending&page=4'), { payment: 'completed' });
    expect(next.toString()).toBe('status=pending&payment=completed');
    expect(withOrderFilters(next, { page: 2 }).get('page')).toBe('2');
    expect(withOrderFilters(next, { status: '' }).toString()).toBe('payment=completed');
  });

  it('counts at least one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(41)).toBe(3);
  });
});

describe('days in Morocco', () => {
  it('takes today and tomorrow from Morocco’s calendar, not the browser’s', () => {
    // 23:30 UTC on 31 December is already 1 January in Casablanca (UTC+1).
    const late = new Date('2026-12-31T23:30:00Z');
    expect(casablancaDay(0, late)).toBe('2027-01-01');
    expect(casablancaDay(1, late)).toBe('2027-01-02');
  });

  it('crosses month ends', () => {
    expect(casablancaDay(1, new Date('2026-02-28T10:00:00Z'))).toBe('2026-03-01');
  });
});
