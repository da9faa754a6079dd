import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import frCommon from '@/i18n/locales/fr/common.json';
import arCommon from '@/i18n/locales/ar/common.json';
import enCommon from '@/i18n/locales/en/common.json';
import frCart from '@/i18n/locales/fr/cart.json';
import arCart from '@/i18n/locales/ar/cart.json';
import enCart from '@/i18n/locales/en/cart.json';
import frPages from '@/i18n/locales/fr/pages.json';
import arPages from '@/i18n/locales/ar/pages.json';
import enPages from '@/i18n/locales/en/pages.json';

// The shell's namespaces: the header, footer and cart panel show on every page in every language.
const namespaces = {
  common: { fr: frCommon, ar: arCommon, en: enCommon },
  cart: { fr: frCart, ar: arCart, en: enCart },
  pages: { fr: frPages, ar: arPages, en: enPages },
};

/** Flattened keys, with plural suffixes folded so "title_one" and "title_few" both count as "title". */
function keys(value: object, prefix = ''): string[] {
  const out = Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(out)].sort();
}

describe('shell translations', () => {
  for (const [ns, files] of Object.entries(namespaces)) {
    it(`translates every French key of ${ns} into Arabic and English`, () => {
      expect(keys(files.ar)).toEqual(keys(files.fr));
      expect(keys(files.en)).toEqual(keys(files.fr));
    });
  }

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
