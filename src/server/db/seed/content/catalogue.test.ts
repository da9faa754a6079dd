import { describe, expect, it } from 'vitest';
import { motifs } from '../../../lib/art/motifs/index.js';
import { palettes } from '../../../lib/art/palettes.js';
import { demoCatalogue } from './index.js';

const { categories, gifts } = demoCatalogue;

describe('demo catalogue data', () => {
  it('gives every category and gift a unique URL-safe slug', () => {
    for (const list of [categories, gifts]) {
      const slugs = list.map((x) => x.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('files every gift under a known category, with several gifts per category', () => {
    for (const c of categories) expect(gifts.filter((g) => g.category === c.slug).length, c.slug).toBeGreaterThanOrEqual(4);
    expect(gifts.every((g) => categories.some((c) => c.slug === g.category))).toBe(true);
  });

  it('tags each gift with an interest, a style, an occasion, a relationship and an age group', () => {
    const groups = [
      ['beauty', 'wellness', 'food', 'fashion', 'culture', 'tech', 'experience'],
      ['traditional', 'modern', 'luxury', 'eco'],
      ['birthday', 'anniversary', 'mothers_day', 'graduation', 'new_job', 'just_because', 'wedding', 'holidays', 'surprise'],
      ['partner', 'mother', 'father', 'friend', 'colleague', 'family'],
      ['teen', 'young_adult', 'adult', 'mature', 'senior'],
    ];
    for (const gift of gifts) for (const group of groups) expect(gift.tags.some((t) => group.includes(t)), `${gift.slug}: ${group[0]}…`).toBe(true);
  });

  it('delivers digital gifts within hours and physical ones within a day or two', () => {
    for (const g of gifts) {
      if (g.type === 'digital') expect(g.deliveryTime, g.slug).toBeLessThanOrEqual(2);
      else expect([24, 48], g.slug).toContain(g.deliveryTime);
    }
  });

  it('keeps some gifts low in stock and features between 8 and 10', () => {
    expect(gifts.filter((g) => g.stock !== null && g.stock > 0 && g.stock <= 3).length).toBeGreaterThanOrEqual(2);
    const featured = gifts.filter((g) => g.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(8);
    expect(featured).toBeLessThanOrEqual(10);
  });

  it('draws every gift and category with a known motif and palette', () => {
    for (const c of categories) {
      expect(c.palettes.length).toBeGreaterThan(0);
      for (const p of c.palettes) expect(palettes).toHaveProperty(p);
    }
    for (const item of [...categories, ...gifts]) expect(motifs).toHaveProperty(item.motif);
  });
});
