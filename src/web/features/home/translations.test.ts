import { describe, expect, it } from 'vitest';
import frHome from '@/i18n/locales/fr/home.json';
import arHome from '@/i18n/locales/ar/home.json';
import enHome from '@/i18n/locales/en/home.json';
import frCatalog from '@/i18n/locales/fr/catalog.json';
import arCatalog from '@/i18n/locales/ar/catalog.json';
import enCatalog from '@/i18n/locales/en/catalog.json';

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path, plural forms folded into their base key. */
function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(PLURAL, '')];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}
const keySet = (v: unknown) => [...new Set(keys(v))].sort();

const namespaces = {
  home: { fr: frHome, ar: arHome, en: enHome },
  catalog: { fr: frCatalog, ar: arCatalog, en: enCatalog },
};

describe.each(Object.entries(namespaces))('the %s texts', (_name, { fr, ar, en }) => {
  it('exist in Arabic and English for every French key, and no more', () => {
    expect(keySet(ar)).toEqual(keySet(fr));
    expect(keySet(en)).toEqual(keySet(fr));
  });

  it('are never left empty', () => {
    for (const lang of [fr, ar, en]) {
      const empty = JSON.stringify(lang).match(/"[^"]+":""/g);
      expect(empty).toBeNull();
    }
  });
});

describe('Arabic plurals', () => {
  it('give every counted Arabic text all six forms', () => {
    const paths = Object.keys(flat(arCatalog));
    const bases = new Set(paths.filter((p) => PLURAL.test(p)).map((p) => p.replace(PLURAL, '')));
    expect(bases.size).toBeGreaterThan(0);
    for (const base of bases) {
      expect(['zero', 'one', 'two', 'few', 'many', 'other'].filter((f) => !paths.includes(`${base}_${f}`))).toEqual([]);
    }
  });
});

function flat(value: unknown, prefix = '', out: Record<string, true> = {}): Record<string, true> {
  if (typeof value !== 'object' || value === null) out[prefix] = true;
  else for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
