import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { ClaimChosen } from './claim-chosen';

const chosen = { city: 'Rabat', deliveryDate: '2026-11-30', deliverySlot: '09:00-13:00' };
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/[\u202f\u00a0\u2066\u2069]/g, ' ').replace(/\s+/g, ' ');

describe('a recipient’s link already used', () => {
  it('answers with the delivery chosen — city, day and slot — and a friendly word, in each language', async () => {
    const said = {
      fr: ['Votre livraison est déjà prévue', 'Votre cadeau sera livré à Rabat le 30 novembre 2026 · 09:00–13:00'],
      ar: ['تسليم هديتكم مُبرمج', 'ستُسلَّم هديتكم في الرباط يوم 30 نونبر 2026 · 09:00–13:00'],
      en: ['Your delivery is already planned', 'Your gift will be delivered in Rabat on 30 November 2026 · 09:00–13:00'],
    } as const;
    for (const [locale, lines] of Object.entries(said) as [keyof typeof said, readonly string[]][]) {
      const html = text(await renderHtml(<ClaimChosen chosen={chosen} />, { locale }));
      for (const line of lines) expect(html).toContain(line);
      expect(html).not.toMatch(/ne fonctionne pas|لا يعمل|does not work/);
    }
  });
});
