import { describe, expect, it } from 'vitest';
import { giftSearchText, normalizeSearch } from './search-text.js';

describe('search normalisation', () => {
  it('ignores case and French accents', () => {
    expect(normalizeSearch('Thé à la Menthe ÉPICÉ')).toBe('the a la menthe epice');
  });

  it('ignores Arabic diacritics and hamza forms', () => {
    expect(normalizeSearch('أَرْغَان')).toBe(normalizeSearch('ارغان'));
  });

  it('covers the three languages of a gift', () => {
    const text = giftSearchText({ fr: 'Lanterne', ar: 'فانوس', en: 'Lantern' }, { fr: 'En cuivre', en: 'Copper' });
    expect(text).toContain('lanterne');
    expect(text).toContain('فانوس');
    expect(text).toContain('copper');
  });
});
