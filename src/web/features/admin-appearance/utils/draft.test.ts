import { describe, expect, it } from 'vitest';
import type { Appearance } from '@contracts/appearance';
import { invalidColors, previewOf, sameValue, withChange } from './draft';

const saved = {
  primaryColor: '#D4A574',
  heroTitle: { fr: 'Bonjour', ar: 'مرحبا' },
} as unknown as Appearance;

describe('appearance draft', () => {
  it('keeps only fields that differ from what is saved', () => {
    const changed = withChange(saved, {}, 'primaryColor', '#112233');
    expect(changed).toEqual({ primaryColor: '#112233' });
    expect(withChange(saved, changed, 'primaryColor', '#D4A574')).toEqual({});
  });

  it('compares texts language by language, an absent language as empty', () => {
    expect(sameValue({ fr: 'Bonjour', ar: 'مرحبا', en: '' }, saved.heroTitle)).toBe(true);
    expect(withChange(saved, {}, 'heroTitle', { fr: 'Salut', ar: 'مرحبا' })).toEqual({ heroTitle: { fr: 'Salut', ar: 'مرحبا' } });
  });

  it('previews a colour only once it is a full #rrggbb, and flags it until then', () => {
    const changes = { primaryColor: '#12', heroTitle: { fr: 'Salut' } };
    expect(invalidColors(changes)).toEqual(['primaryColor']);
    expect(previewOf(saved, changes)).toMatchObject({ primaryColor: '#D4A574', heroTitle: { fr: 'Salut' } });
    expect(previewOf(saved, { primaryColor: '#123456' }).primaryColor).toBe('#123456');
  });
});
