import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { OccasionCards } from './occasion-cards';

describe('occasion cards', () => {
  it('leads each occasion to the catalogue filtered for it', async () => {
    const html = await renderHtml(<OccasionCards />);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/catalog?occasion=anniversary',
      '/catalog?occasion=wedding',
      '/catalog?occasion=holidays',
      '/catalog?occasion=surprise',
    ]);
  });

  it('names the four occasions in the visitor language', async () => {
    const fr = await renderHtml(<OccasionCards />);
    for (const name of ['Anniversaire', 'Mariage', 'Fêtes et célébrations', 'Surprise']) expect(fr).toContain(name);
    const ar = await renderHtml(<OccasionCards />, { locale: 'ar' });
    for (const name of ['الزفاف', 'الأعياد والاحتفالات', 'مفاجأة']) expect(ar).toContain(name);
  });
});
