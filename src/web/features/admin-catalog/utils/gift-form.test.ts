import { describe, expect, it } from 'vitest';
import type { Gift } from '@contracts/catalog';
import { giftFormSchema, giftFormValues, toGiftInput } from './gift-form';

const categoryId = '3f0c5d7e-1a2b-4c3d-8e9f-0a1b2c3d4e5f';
const filled = { ...giftFormValues(), name: { fr: 'Coffret thé', ar: '', en: 'Tea box' }, price: '249,5', categoryId, stock: '5' };
const issues = (values: unknown) =>
  giftFormSchema.safeParse(values).error?.issues.map((i) => i.path.join('.')) ?? [];

describe('the gift form', () => {
  it('starts a new gift with the spec’s defaults (24 h, active) and its stock left to fill, never a silent 0', () => {
    expect(giftFormValues()).toMatchObject({ deliveryTime: '24', stock: '', isActive: true, isFeatured: false, type: 'physical' });
  });

  it('requires the French name, the price, the category and a physical gift’s stock, all at once', () => {
    expect(issues(giftFormValues())).toEqual(expect.arrayContaining(['name.fr', 'price', 'categoryId', 'stock']));
  });

  it('requires a stock for a physical gift, 0 included, and lets a digital one be unlimited', () => {
    expect(giftFormSchema.safeParse({ ...filled, stock: '' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['stock'], message: 'stockRequired' }),
    ]);
    expect(giftFormSchema.parse({ ...filled, stock: '0' }).stock).toBe(0);
    expect(giftFormSchema.parse({ ...filled, type: 'digital', stock: '' }).stock).toBeNull();
  });

  it('refuses a price of zero, a negative or fractional stock, and a missing delivery time', () => {
    expect(issues({ ...filled, price: '0' })).toEqual(['price']);
    expect(issues({ ...filled, stock: '-1' })).toEqual(['stock']);
    expect(issues({ ...filled, stock: '1.5' })).toEqual(['stock']);
    expect(issues({ ...filled, deliveryTime: '' })).toEqual(['deliveryTime']);
  });

  it('sends the contract’s body: a two-decimal price, an unlimited stock as null, tags from a comma list, no empty translation', () => {
    const out = giftFormSchema.parse({ ...filled, type: 'digital', stock: ' ', tags: 'Anniversaire, thé, ,' });
    expect(toGiftInput(out)).toEqual({
      name: { fr: 'Coffret thé', en: 'Tea box' },
      description: { fr: '' },
      price: '249.50',
      categoryId,
      type: 'digital',
      stock: null,
      deliveryTime: 24,
      vatRate: 20,
      isActive: true,
      isFeatured: false,
      swappable: false,
      images: [],
      tags: ['anniversaire', 'thé'],
    });
  });

  it('sends the VAT rate chosen in the list as a number, and refuses one outside Morocco’s rates', () => {
    expect(giftFormSchema.parse({ ...filled, vatRate: '10' }).vatRate).toBe(10);
    expect(giftFormSchema.safeParse({ ...filled, vatRate: '15' }).success).toBe(false);
  });

  it('opens an existing gift with its values, an unlimited stock as an empty field', () => {
    const gift = { name: { fr: 'Carte cadeau' }, description: { fr: 'À offrir' }, price: '500.00', categoryId, type: 'digital', stock: null, deliveryTime: 1, isActive: false, isFeatured: true, images: ['/uploads/a-800.webp'], tags: ['noël', 'fête'] } as unknown as Gift;
    expect(giftFormValues(gift)).toMatchObject({ name: { fr: 'Carte cadeau', ar: '', en: '' }, stock: '', deliveryTime: '1', isActive: false, tags: 'noël, fête' });
  });
});
