import { describe, expect, it } from 'vitest';

// Every namespace of every language, as Vite bundles them.
const files = import.meta.glob<Record<string, unknown>>('./locales/*/*.json', { eager: true, import: 'default' });
const byNamespace = new Map<string, Record<string, Record<string, unknown>>>();
for (const [path, texts] of Object.entries(files)) {
  const [, lng, ns] = path.match(/\.\/locales\/(\w+)\/([\w-]+)\.json$/)!;
  byNamespace.set(ns!, { ...byNamespace.get(ns!), [lng!]: texts });
}

const PLURAL = /_(zero|one|two|few|many|other)$/;

/** Every key path with its text. */
function flat(value: unknown, prefix = '', out: Record<string, unknown> = {}): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) out[prefix] = value;
  else for (const [k, v] of Object.entries(value)) flat(v, prefix ? `${prefix}.${k}` : k, out);
  return out;
}
/** Key paths, plural forms folded into their base key (languages have different forms). */
const keySet = (texts: unknown) => [...new Set(Object.keys(flat(texts)).map((p) => p.replace(PLURAL, '')))].sort();

// No language falls back to another (i18n/index.ts): a key missing in Arabic or English would show as the key.
describe.each([...byNamespace.keys()].sort())('the %s texts', (ns) => {
  const { fr, ar, en } = byNamespace.get(ns)!;

  it('exist in Arabic and English for every French key, and no more', () => {
    expect(keySet(ar)).toEqual(keySet(fr));
    expect(keySet(en)).toEqual(keySet(fr));
  });

  it('are never left empty', () => {
    for (const texts of [fr, ar, en]) expect(Object.entries(flat(texts)).filter(([, text]) => text === '')).toEqual([]);
  });

  // A count whose form is missing would show the key itself: Arabic has six forms, French three
  // (a round million is "many"), English two; the forms are the ones i18next asks Intl for.
  it.each(['fr', 'ar', 'en'] as const)('give every counted text in %s all its forms', (lng) => {
    const forms = new Intl.PluralRules(lng).resolvedOptions().pluralCategories;
    const paths = Object.keys(flat(byNamespace.get(ns)![lng]));
    const counted = new Set(paths.filter((p) => PLURAL.test(p)).map((p) => p.replace(PLURAL, '')));
    for (const base of counted) expect([base, forms.filter((f) => !paths.includes(`${base}_${f}`))]).toEqual([base, []]);
  });
});
