import { describe, expect, it } from 'vitest';
import type { ClaimAlternative, ClaimSwapLine } from '@contracts/recipient-claims';
import { renderHtml } from '@/testing/render-html';
import { ClaimChoice } from './claim-choice';

const gifts: ClaimAlternative[] = [
  { id: '0b6a7c1e-2f3d-4e5f-8a9b-0c1d2e3f4a5b', name: { fr: 'Bougie parfumée', ar: 'شمعة معطّرة', en: 'Scented candle' }, description: { fr: '' }, image: '/uploads/gifts/bougie.webp' },
  { id: '1c7b8d2f-3a4e-4f60-9b0c-1d2e3f4a5b6c', name: { fr: 'Panier de fruits' }, description: { fr: '' }, image: null },
];
const line = (itemId: string, name: string, choices = gifts): ClaimSwapLine => ({ itemId, name: { fr: name }, image: null, gifts: choices });
const roses = line('2d8c9e30-4b5f-4a71-8c1d-2e3f4a5b6c7d', 'Coffret de roses');
const noop = () => undefined;

describe('the recipient’s choice of another gift', () => {
  it('shows nothing when the shop offers no other gift', async () => {
    expect(await renderHtml(<ClaimChoice lines={[line(roses.itemId, 'Coffret de roses', [])]} value={{}} onChange={noop} />)).toBe('');
  });

  it('stays closed behind one button until the recipient asks', async () => {
    const html = await renderHtml(<ClaimChoice lines={[roses]} value={{}} onChange={noop} />);
    expect(html).toContain('aria-expanded="false"');
    expect(html).not.toContain('type="radio"');
  });

  it('lists each gift by picture and name, in the page’s language, one radio each plus keeping the gift offered', async () => {
    for (const locale of ['fr', 'ar'] as const) {
      const html = await renderHtml(<ClaimChoice lines={[roses]} value={{ [roses.itemId]: gifts[0]!.id }} onChange={noop} />, { locale });
      expect(html.match(/type="radio"/g)).toHaveLength(gifts.length + 1);
      expect(html).toContain(locale === 'ar' ? 'شمعة معطّرة' : 'Bougie parfumée');
      // A gift without Arabic reads in French.
      expect(html).toContain('Panier de fruits');
      expect(html).toContain('/uploads/gifts/bougie.webp');
      expect(html).not.toMatch(/DH|درهم|\d+[.,]\d{2}/);
    }
  });

  it('offers one choice per gift that may be swapped, each saying which gift it replaces', async () => {
    const tea = line('3e9d0f41-5c60-4b82-9d2e-3f4a5b6c7d8e', 'Service à thé', gifts.slice(1));
    const html = await renderHtml(<ClaimChoice lines={[roses, tea]} value={{ [tea.itemId]: gifts[1]!.id }} onChange={noop} />);
    expect(html.match(/<fieldset/g)).toHaveLength(2);
    expect(html).toContain('Coffret de roses');
    expect(html).toContain('Service à thé');
    expect(html.match(/type="radio"/g)).toHaveLength(gifts.length + 1 + 2);
  });
});
