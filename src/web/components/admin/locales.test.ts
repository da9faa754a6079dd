import { describe, expect, it } from 'vitest';
import fr from '@/i18n/locales/fr/admin.json';
import ar from '@/i18n/locales/ar/admin.json';
import en from '@/i18n/locales/en/admin.json';

/** Flattened keys, with plural suffixes folded so "left_one" and "left_few" both count as "left". */
function keys(value: object, prefix = ''): string[] {
  const out = Object.entries(value).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k.replace(/_(zero|one|two|few|many|other)$/, '')}`],
  );
  return [...new Set(out)].sort();
}

describe('back office translations', () => {
  it('translates every French key into Arabic and English', () => {
    expect(keys(ar)).toEqual(keys(fr));
    expect(keys(en)).toEqual(keys(fr));
  });
});
