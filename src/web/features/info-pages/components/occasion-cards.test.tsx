import { describe, expect, it } from 'vitest';
import { htmlText } from '@/testing/i18n';
import { renderHtml } from '@/testing/render-html';
import { OccasionCards } from './occasion-cards';

const occasions = ['anniversary', 'wedding', 'holidays', 'surprise'] as const;

describe('occasion cards', () => {
  it('leads each occasion to the catalogue filtered for it', async () => {
    const html = await renderHtml(<OccasionCards />);
    const links = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
    expect(links).toEqual(occasions.map((o) => `/catalog?occasion=${o}`));
  });

  it('names each occasion in the visitor language, in the order of its links', async () => {
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const html = await renderHtml(<OccasionCards />, { locale });
      const names = occasions.map((o) => html.indexOf(htmlText(`pages:occasions.${o}.name`)));
      expect(names.every((at) => at >= 0)).toBe(true);
      expect([...names].sort((a, b) => a - b)).toEqual(names);
    }
  });
});
