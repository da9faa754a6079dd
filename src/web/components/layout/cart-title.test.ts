import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import frCart from '@/i18n/locales/fr/cart.json';
import arCart from '@/i18n/locales/ar/cart.json';
import enCart from '@/i18n/locales/en/cart.json';

// Every namespace's keys and Arabic forms are checked in i18n/translations.test.ts.
describe('the cart panel’s title', () => {
  it('titles the cart with the right plural form in each language', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: { fr: { cart: frCart }, ar: { cart: arCart }, en: { cart: enCart } } });
    const title = (lng: string, count: number) => i18n.t('title', { ns: 'cart', lng, count });
    expect(title('fr', 3)).toBe('Votre Panier (3 articles)');
    expect(title('fr', 1)).toBe('Votre Panier (1 article)');
    expect(title('en', 2)).toBe('Your Cart (2 items)');
    expect(title('ar', 2)).toBe('سلة مشترياتك (منتجان)');
    expect(title('ar', 5)).toBe('سلة مشترياتك (5 منتجات)');
    expect(title('ar', 12)).toBe('سلة مشترياتك (12 منتجًا)');
  });
});
