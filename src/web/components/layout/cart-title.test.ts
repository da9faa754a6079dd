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
    // The form each count takes, filled with the count: the language's plural rule, not its words.
    const form = (text: string, count: number) => text.replace('{{count}}', String(count));
    expect(title('fr', 3)).toBe(form(frCart.title_other, 3));
    expect(title('fr', 1)).toBe(form(frCart.title_one, 1));
    expect(title('en', 2)).toBe(form(enCart.title_other, 2));
    expect(title('ar', 2)).toBe(arCart.title_two);
    expect(title('ar', 5)).toBe(form(arCart.title_few, 5));
    expect(title('ar', 12)).toBe(form(arCart.title_many, 12));
    expect(new Set([1, 2, 5, 12, 100].map((n) => title('ar', n))).size).toBe(5);
  });
});
