import { describe, expect, it } from 'vitest';
import { ContactMessageSchema } from './content.js';
import { CreateOrderSchema } from './orders.js';
import { ClaimAddressSchema } from './recipient-claims.js';
import { CreateReviewSchema } from './reviews.js';

/** "rue" written so that it reads "eur", and a message whose end reads first. */
const TRICKED = '12 \u202Eeur\u202C des Roses\u2066';
const CLEAN = '12 eur des Roses';

describe('text a buyer writes that others read', () => {
  it('loses bidi embeddings, overrides and isolates in an order’s address, message and names', () => {
    const order = CreateOrderSchema.parse({
      paymentMethod: 'bank_transfer',
      recipientName: 'Sal\u202Ema Benali',
      recipientPhone: '0612345678',
      recipientAddress: TRICKED,
      recipientCity: 'Casablanca',
      personalMessage: `\u202BJoyeux\u202A anniversaire\u2067 !\u2068`,
      senderName: 'Ka\u2069rim',
      senderEmail: 'karim@exemple.ma',
      items: [{ giftId: '00000000-0000-4000-8000-000000000000', quantity: 1 }],
    });
    expect(order).toMatchObject({ recipientAddress: CLEAN, personalMessage: 'Joyeux anniversaire !', recipientName: 'Salma Benali', senderName: 'Karim' });
  });

  it('loses them in the address a recipient gives', () => {
    expect(ClaimAddressSchema.parse({ address: TRICKED, city: 'Rabat', deliveryDate: '2026-05-12' }).address).toBe(CLEAN);
  });

  it('loses them in a review and a contact message', () => {
    const review = CreateReviewSchema.parse({
      orderId: '00000000-0000-4000-8000-000000000000',
      articleRating: 5,
      deliveryRating: 5,
      serviceRating: 5,
      pricingRating: 5,
      overallRating: 5,
      comment: TRICKED,
      improvementSuggestions: '\u202Dplus\u202C',
    });
    expect(review).toMatchObject({ comment: CLEAN, improvementSuggestions: 'plus' });
    const contact = ContactMessageSchema.parse({ name: 'Nadia', email: 'n@exemple.ma', subject: '\u202ESujet', message: TRICKED });
    expect(contact).toMatchObject({ subject: 'Sujet', message: CLEAN });
  });

  it('counts the length after they are gone, and keeps Arabic as written', () => {
    expect(ClaimAddressSchema.safeParse({ address: '\u202E\u202E\u202E\u202Eab', city: 'Rabat', deliveryDate: '2026-05-12' }).success).toBe(false);
    expect(ClaimAddressSchema.parse({ address: '١٢ زنقة الورود، المعاريف', city: 'Rabat', deliveryDate: '2026-05-12' }).address).toBe('١٢ زنقة الورود، المعاريف');
  });
});
