import { describe, expect, it } from 'vitest';
import { renderStatic } from '../../../components/layout/render-for-test';
import { OccasionCards } from './occasion-cards';

describe('occasion cards', () => {
  it('leads each occasion to the catalogue filtered for it', async () => {
    const html = await renderStatic(<OccasionCards />);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual([
      '/catalog?occasion=anniversary',
      '/catalog?occasion=wedding',
      '/catalog?occasion=holidays',
      '/catalog?occasion=surprise',
    ]);
  });

  it('names the four occasions in the visitor language', async () => {
    const fr = await renderStatic(<OccasionCards />);
    for (const name of ['Anniversaire', 'Mariage', 'Fêtes et célébrations', 'Surprise']) expect(fr).toContain(name);
    const ar = await renderStatic(<OccasionCards />, { locale: 'ar' });
    for (const name of ['الزفاف', 'الأعياد والاحتفالات', 'مفاجأة']) expect(ar).toContain(name);
  });
});
