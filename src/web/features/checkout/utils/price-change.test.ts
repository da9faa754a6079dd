import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { priceChangedQuote, repriceCart } from './price-change';

const giftA = '7d0c7f4e-2a57-4d3c-9a51-0d4c1b8b1a11';
const giftB = '8e1d8a5f-3b68-4e4d-8b62-1e5d2c9c2b22';
const quote = {
  zone: 'national' as const,
  digitalOnly: false,
  deliverable: true,
  subtotal: '379.00',
  deliveryFee: '60.00',
  expressFee: '0.00',
  discountCode: null,
  discountAmount: '0.00',
  discountName: null,
  total: '439.00',
  freeDeliveryThreshold: '500.00',
  deliveryDays: 3,
  lines: [{ giftId: giftA, unitPrice: '290.00', quantity: 1, lineTotal: '290.00' }],
  extras: [],
};

describe('price change', () => {
  it('reads the new quote from a 409 price_changed answer only', () => {
    const body = JSON.stringify({ code: 'price_changed', message: 'Les prix ont changé.', details: { quote } });
    expect(priceChangedQuote(new ApiError(409, body, 'price_changed', 'Les prix ont changé.'))).toEqual(quote);
    expect(priceChangedQuote(new ApiError(409, '{"code":"conflict","details":{}}', 'conflict', 'Stock insuffisant'))).toBeNull();
    expect(priceChangedQuote(new Error('network'))).toBeNull();
  });

  it('updates the cart to the prices the server charges and leaves other lines alone', () => {
    const items = [
      { giftId: giftA, name: 'Coffret', price: 249, quantity: 1 },
      { giftId: giftB, name: 'Thé', price: 89, quantity: 1 },
    ];
    expect(repriceCart(items, quote).map((i) => i.price)).toEqual([290, 89]);
  });
});
