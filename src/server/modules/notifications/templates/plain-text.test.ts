import { describe, expect, it } from 'vitest';
import { confirmationEmail, type ConfirmationInput } from '../../orders/index.js';
import { newOrderEmail } from './admin-alerts.js';

const directionMarks = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

const arabicOrder: ConfirmationInput = {
  locale: 'ar',
  customerName: 'نادية',
  orderNumber: 'CAD-7K4P9Q',
  paymentMethod: 'bank_transfer',
  items: [{ name: { fr: 'Coffret thé', ar: 'علبة شاي', en: 'Tea box' }, quantity: 1, unitPrice: '120.00' }],
  subtotal: '120.00',
  deliveryFee: '25.00',
  expressFee: '0.00',
  total: '145.00',
  recipientName: 'سلمى',
  recipientCity: 'Casablanca',
  linkDays: 7,
  deliveryDate: '2030-06-12',
  deliverySlot: '09:00-13:00',
  bank: { bank_beneficiary: 'Cadeaux Maroc', bank_name: 'Banque', bank_iban: 'MA64 0117', bank_bic: 'BMCEMAMC' },
  payBy: new Date('2030-06-10T12:00:00Z'),
  orderLink: 'https://cadeaux.ma/orders/1',
  trackLink: 'https://cadeaux.ma/track',
};

describe('the plain-text part of an Arabic e-mail', () => {
  it('carries no invisible direction marks in an order confirmation, while its HTML keeps the slot left to right', () => {
    const mail = confirmationEmail(arabicOrder);
    expect(mail.body).toContain('09:00–13:00');
    expect(mail.body).not.toMatch(directionMarks);
    expect(mail.html).toContain('\u206609:00–13:00\u2069');
  });

  it('names the recipient’s city in Arabic after the Arabic comma', () => {
    expect(confirmationEmail(arabicOrder).body).toContain('سلمى، الدار البيضاء');
    expect(confirmationEmail({ ...arabicOrder, locale: 'fr' }).body).toContain('سلمى, Casablanca');
  });

  it('carries no invisible direction marks in a message laid out for the shop', () => {
    const mail = newOrderEmail({ locale: 'ar', shopName: 'Cadeaux Maroc', orderNumber: 'CAD-7K4P9Q', total: '145.00', buyer: 'نادية', recipientCity: 'Rabat', link: 'https://cadeaux.ma/admin/orders' });
    expect(mail.text).toContain('بالطلب CAD-7K4P9Q بمبلغ 145.00\u00a0DH');
    expect(mail.text).not.toMatch(directionMarks);
  });
});

describe('amounts in the text of an e-mail', () => {
  it('group the thousands of an Arabic or French amount with a narrow space and never write a dot between them', () => {
    const big = { ...arabicOrder, subtotal: '2150.00', total: '2175.00', items: [{ ...arabicOrder.items[0]!, unitPrice: '2150.00' }] };
    const ar = confirmationEmail(big).body;
    expect(ar).toContain('2\u202f175,00 درهم');
    expect(ar).not.toMatch(/\d\.\d{3}/);
    expect(confirmationEmail({ ...big, locale: 'fr' }).body).toContain('2\u202f175,00 DH');
  });
});
