import { describe, expect, it } from 'vitest';
import { checkoutFormSchema, emptyCheckout, toCreateOrder, type CheckoutValues } from './checkout-schema';

const today = '2026-11-22';
const values: CheckoutValues = {
  ...emptyCheckout('bank_transfer'),
  recipientName: 'Salma Benali',
  recipientPhone: '06 12 34 56 78',
  recipientAddressUnknown: true,
  deliveryDate: '2026-11-25',
  senderEmail: 'karim@exemple.ma',
};
const item = { giftId: '5f0c2b1e-8d3a-4c7b-9e6f-1a2b3c4d5e6f', quantity: 1, price: 300, type: 'physical' as const };
const ctx = { items: [item] as never, customerId: null, locale: 'fr' as const, quote: null };

describe('"Je ne connais pas son adresse" at checkout', () => {
  it('asks only the recipient’s name and phone', () => {
    const r = checkoutFormSchema(today, { guest: true, addressUnknown: true }).safeParse(values);
    expect(r.success).toBe(true);
    const known = checkoutFormSchema(today, { guest: true }).safeParse(values);
    expect(known.success ? [] : known.error.issues.map((i) => i.path.join('.')).sort()).toEqual(['recipientAddress', 'recipientCity']);
  });

  it('sends no address, city, date, slot nor express, and says the recipient gives them', () => {
    const parsed = checkoutFormSchema(today, { guest: true, addressUnknown: true }).parse({ ...values, express: true, deliverySlot: '09:00-13:00' });
    const payload = toCreateOrder(parsed, ctx);
    expect(payload).toMatchObject({
      recipientAddressUnknown: true,
      recipientAddress: null,
      recipientCity: null,
      deliveryDate: null,
      deliverySlot: null,
      express: false,
      recipientPhone: '+212612345678',
    });
  });

  it('is ignored for a cart of digital gifts only', () => {
    const parsed = checkoutFormSchema(today, { guest: true, digitalOnly: true }).parse(values);
    expect(toCreateOrder(parsed, { ...ctx, digitalOnly: true }).recipientAddressUnknown).toBe(false);
  });
});
