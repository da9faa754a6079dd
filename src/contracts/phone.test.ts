import { describe, expect, it } from 'vitest';
import { CreateOrderSchema } from './orders.js';
import { canonicalPhone, phoneSchema, toE164 } from './phone.js';

describe('phone numbers in E.164', () => {
  it.each([
    ['06 12 34 56 78', '+212612345678'],
    ['0712345678', '+212712345678'],
    ['05 22 00 00 00', '+212522000000'],
    ['+212 6 61 22 33 44', '+212661223344'],
    ['+212612345678', '+212612345678'],
    ['00212 6 12 34 56 78', '+212612345678'],
    ['00212522000000', '+212522000000'],
    ['06.12.34.56.78', '+212612345678'],
    ['06-12-34-56-78', '+212612345678'],
  ])('reads the Moroccan %s as %s', (input, e164) => {
    expect(toE164(input)).toBe(e164);
    expect(phoneSchema().parse(input)).toBe(e164);
  });

  it.each([
    ['08 08 12 34 56', 'a shared-cost 08 number'],
    ['0612345', 'too short'],
    ['06123456789', 'too long'],
    ['01 23 45 67 89', 'no such prefix'],
    ['+33 6 12 34 56 78', 'foreign, when only Moroccan numbers are allowed'],
    ['bonjour', 'not a number'],
    ['', 'empty'],
  ])('refuses %s (%s)', (input) => {
    expect(toE164(input)).toBeNull();
    expect(phoneSchema().safeParse(input).success).toBe(false);
  });

  it('accepts a foreign number where abroad is allowed, still refusing a wrong Moroccan one', () => {
    expect(toE164('+33 6 12 34 56 78', { foreign: true })).toBe('+33612345678');
    expect(toE164('0033 6 12 34 56 78', { foreign: true })).toBe('+33612345678');
    expect(toE164('0812345678', { foreign: true })).toBeNull();
    expect(toE164('+33 6 12 34', { foreign: true })).toBeNull();
    expect(toE164('+1 415 555 2671', { foreign: true })).toBe('+14155552671');
  });

  it('gives one spelling for look-ups, the digits as typed when the number is unreadable', () => {
    expect(canonicalPhone('06 12 34 56 78')).toBe('+212612345678');
    expect(canonicalPhone('12 34')).toBe('1234');
  });

  it('stores the order’s phones in E.164: the recipient Moroccan, the buyer from anywhere', () => {
    const base = { paymentMethod: 'bank_transfer', recipientName: 'Salma Bennani', items: [{ giftId: crypto.randomUUID(), quantity: 1 }] };
    const order = CreateOrderSchema.parse({ ...base, recipientPhone: '07 12 34 56 78', senderPhone: '+33 6 12 34 56 78' });
    expect(order).toMatchObject({ recipientPhone: '+212712345678', senderPhone: '+33612345678' });
    const foreign = CreateOrderSchema.safeParse({ ...base, recipientPhone: '+33 6 12 34 56 78' });
    expect(foreign.success).toBe(false);
    expect(foreign.error?.issues[0]).toMatchObject({ path: ['recipientPhone'], message: expect.stringMatching(/marocain/) });
  });
});
