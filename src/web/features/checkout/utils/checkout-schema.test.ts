import { describe, expect, it } from 'vitest';
import { shopToday } from '@contracts/shop-clock';
import { checkoutFormSchema, emptyCheckout, toCreateOrder, type CheckoutValues } from './checkout-schema';

const today = '2026-11-22';
const schema = checkoutFormSchema(today);
const valid: CheckoutValues = {
  ...emptyCheckout('bank_transfer'),
  recipientName: 'Salma Benali',
  recipientPhone: '06 12 34 56 78',
  recipientAddress: '12 rue des Orfèvres, Maârif',
  recipientCity: 'Casablanca',
};
const errorPaths = (values: CheckoutValues) => {
  const r = schema.safeParse(values);
  return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
};

describe('checkout form', () => {
  it('accepts a complete recipient and stores the phone number in E.164', () => {
    const r = schema.parse(valid);
    expect(r.recipientPhone).toBe('+212612345678');
    expect(r.recipientCity).toBe('Casablanca');
  });

  it('requires the recipient name, phone, address and a city, any place in Morocco', () => {
    expect(errorPaths(emptyCheckout('stripe')).sort()).toEqual(
      ['recipientAddress', 'recipientCity', 'recipientName', 'recipientPhone'].sort(),
    );
    expect(errorPaths({ ...valid, recipientCity: 'Tétouan' })).toEqual([]);
    expect(errorPaths({ ...valid, recipientCity: '<Tétouan>' })).toEqual(['recipientCity']);
    expect(errorPaths({ ...valid, recipientPhone: '01 23 45 67 89' })).toEqual(['recipientPhone']);
  });

  it('asks a cart of digital gifts only for no address and no city, the phone still required', () => {
    const digital = checkoutFormSchema(today, { digitalOnly: true });
    const paths = (values: CheckoutValues) => {
      const r = digital.safeParse(values);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths(emptyCheckout('stripe')).sort()).toEqual(['recipientName', 'recipientPhone']);
    expect(paths({ ...valid, recipientAddress: '', recipientCity: '' })).toEqual([]);
  });

  it('takes an optional recipient e-mail, refusing a malformed one', () => {
    expect(errorPaths({ ...valid, recipientEmail: '' })).toEqual([]);
    expect(schema.parse({ ...valid, recipientEmail: ' Salma@Exemple.MA ' }).recipientEmail).toBe('salma@exemple.ma');
    expect(errorPaths({ ...valid, recipientEmail: 'salma@' })).toEqual(['recipientEmail']);
  });

  it('asks a guest for the e-mail the confirmation goes to, and a signed-in customer for none', () => {
    const guest = checkoutFormSchema(today, { guest: true });
    const paths = (values: CheckoutValues) => {
      const r = guest.safeParse(values);
      return r.success ? [] : r.error.issues.map((i) => i.path.join('.'));
    };
    expect(paths(valid)).toEqual(['senderEmail']);
    expect(paths({ ...valid, senderEmail: 'karim@' })).toEqual(['senderEmail']);
    expect(guest.parse({ ...valid, senderEmail: ' Karim@Exemple.MA ' }).senderEmail).toBe('karim@exemple.ma');
    expect(errorPaths(valid)).toEqual([]);
  });

  it('takes an optional sender phone, from Morocco or abroad', () => {
    expect(errorPaths({ ...valid, senderPhone: '' })).toEqual([]);
    expect(errorPaths({ ...valid, senderPhone: '+33 6 12 34 56 78' })).toEqual([]);
    expect(errorPaths({ ...valid, senderPhone: '12' })).toEqual(['senderPhone']);
  });

  it('refuses a delivery date in the past but accepts today, a later day or none', () => {
    expect(errorPaths({ ...valid, deliveryDate: '2026-11-21', deliverySlot: '09:00-13:00' })).toEqual(['deliveryDate']);
    expect(errorPaths({ ...valid, deliveryDate: today, deliverySlot: '17:00-21:00' })).toEqual([]);
    expect(errorPaths({ ...valid, deliveryDate: '2026-12-01', deliverySlot: '09:00-13:00' })).toEqual([]);
    expect(errorPaths({ ...valid, deliveryDate: '' })).toEqual([]);
  });

  it('asks for a slot with the date of a physical gift, but not with express', () => {
    expect(errorPaths({ ...valid, deliveryDate: '2026-12-01' })).toEqual(['deliverySlot']);
    expect(errorPaths({ ...valid, deliveryDate: '2026-12-01', express: true })).toEqual([]);
  });

  it('limits the personal message to 1000 characters', () => {
    expect(errorPaths({ ...valid, personalMessage: 'a'.repeat(1000) })).toEqual([]);
    expect(errorPaths({ ...valid, personalMessage: 'a'.repeat(1001) })).toEqual(['personalMessage']);
  });

  it('gives today in Morocco, not in the browser time zone', () => {
    // Morocco is one hour ahead of UTC outside Ramadan.
    expect(shopToday(new Date('2026-11-22T23:30:00Z'))).toBe('2026-11-23');
    expect(shopToday(new Date('2026-11-22T22:30:00Z'))).toBe('2026-11-22');
  });
});

describe('order payload', () => {
  const items = [
    { giftId: '7d0c7f4e-2a57-4d3c-9a51-0d4c1b8b1a11', name: 'Coffret', price: 249, quantity: 2 },
    { giftId: '8e1d8a5f-3b68-4e4d-8b62-1e5d2c9c2b22', name: 'Thé', price: 89.5, quantity: 1 },
  ];
  const quote = {
    zone: 'casablanca' as const,
    digitalOnly: false,
    deliverable: true,
    subtotal: '587.50',
    deliveryFee: '0.00',
    expressFee: '0.00',
    discountCode: null,
    discountAmount: '0.00',
    discountName: null,
    total: '587.50',
    freeDeliveryThreshold: '500.00',
    deliveryDays: 1,
    lines: [],
    extras: [],
  };

  it('sends the quoted total, string prices, and nulls for empty optional fields', () => {
    const body = toCreateOrder(schema.parse(valid), { items, customerId: null, locale: 'ar', quote });
    expect(body).toMatchObject({
      customerId: null,
      totalAmount: '587.50',
      paymentMethod: 'bank_transfer',
      recipientPhone: '+212612345678',
      deliveryDate: null,
      senderName: null,
      personalMessage: null,
      locale: 'ar',
    });
    expect(body.items).toEqual([
      { giftId: items[0]!.giftId, quantity: 2, price: '249.00' },
      { giftId: items[1]!.giftId, quantity: 1, price: '89.50' },
    ]);
  });

  it('sends the extras ticked with a physical gift, its address given now or later, and none for digital gifts only', () => {
    const extras = [{ extraId: '9f2e9b6a-4c79-4f5e-9c73-2f6e3dad3c33', quantity: 2 }];
    expect(toCreateOrder(schema.parse(valid), { items, customerId: null, locale: 'fr', quote, extras }).extras).toEqual(extras);
    const later = { ...schema.parse(valid), recipientAddressUnknown: true };
    expect(toCreateOrder(later, { items, customerId: null, locale: 'fr', quote, extras })).toMatchObject({ recipientCity: null, extras });
    expect(toCreateOrder(schema.parse(valid), { items, customerId: null, locale: 'fr', quote: null, digitalOnly: true, extras }).extras).toEqual([]);
  });

  it('sends no address, city or express for digital gifts only, and the e-mail when given', () => {
    const values = schema.parse({ ...valid, express: true, recipientEmail: 'salma@exemple.ma' });
    expect(toCreateOrder(values, { items, customerId: null, locale: 'fr', quote: null, digitalOnly: true })).toMatchObject({
      recipientAddress: null,
      recipientCity: null,
      recipientEmail: 'salma@exemple.ma',
      express: false,
    });
    expect(toCreateOrder(schema.parse(valid), { items, customerId: null, locale: 'fr', quote: null })).toMatchObject({
      recipientAddress: '12 rue des Orfèvres, Maârif',
      recipientCity: 'Casablanca',
      recipientEmail: null,
    });
  });

  it('sends a guest’s e-mail and phone, and no e-mail for a signed-in customer (the account’s is used)', () => {
    const values = schema.parse({ ...valid, senderEmail: 'karim@exemple.ma', senderPhone: '06 61 22 33 44' });
    expect(toCreateOrder(values, { items, customerId: null, locale: 'fr', quote: null })).toMatchObject({
      senderEmail: 'karim@exemple.ma',
      senderPhone: '+212661223344',
    });
    const signedIn = toCreateOrder(values, { items, customerId: '0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b', locale: 'fr', quote: null });
    expect(signedIn.senderEmail).toBeNull();
  });

  it('keeps the sender name only when the gift is not anonymous', () => {
    const named = schema.parse({ ...valid, senderName: ' Karim ', personalMessage: 'Joyeux anniversaire' });
    expect(toCreateOrder(named, { items, customerId: null, locale: 'fr', quote: null })).toMatchObject({
      senderName: 'Karim',
      personalMessage: 'Joyeux anniversaire',
      totalAmount: undefined,
    });
    const hidden = schema.parse({ ...valid, senderName: 'Karim', isAnonymous: true });
    expect(toCreateOrder(hidden, { items, customerId: null, locale: 'fr', quote }).senderName).toBeNull();
  });
});
