import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { ClaimForm } from './claim-form';

describe('the recipient’s address form', () => {
  it('says, in each language, that the sender sees the city, day and slot but never the address', async () => {
    const said = {
      fr: 'la personne qui vous offre ce cadeau verra la ville, le jour et le créneau, jamais votre adresse',
      ar: 'سيرى مُهدي الهدية المدينة واليوم والفترة فقط، وليس عنوانكم أبداً',
      en: 'will see the city, the day and the slot, never your address',
    } as const;
    for (const [locale, text] of Object.entries(said) as [keyof typeof said, string][]) {
      expect(await renderHtml(<ClaimForm token="t" />, { locale })).toContain(text);
    }
  });
});
