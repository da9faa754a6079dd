import { describe, expect, it } from 'vitest';
import { featuredGiftsQuery } from '@/features/catalog/api/get-featured-gifts';
import { giftQuery } from '@/features/catalog/api/get-gift';
import { sampleGift } from '@/features/catalog/testing/gift';
import { renderHtml } from '@/testing/render-html';
import { GiftDetailPage } from './gift-detail-page';
import { htmlText } from '@/testing/i18n';

const gift = sampleGift();

describe('GiftDetailPage', () => {
  it('shows placeholders while the gift loads', async () => {
    const html = await renderHtml(<GiftDetailPage id={gift.id} />);
    expect(html).toContain(htmlText('catalog:detail.loading'));
    expect(html).not.toContain('<h1');
  });

  it('shows at once a gift opened from a list already loaded', async () => {
    const html = await renderHtml(<GiftDetailPage id={gift.id} />, { data: [[featuredGiftsQuery.queryKey, [gift]]] });
    expect(html).toMatch(/<h1[^>]*>Coffret thé à la menthe<\/h1>/);
  });

  it('shows the loaded gift', async () => {
    const html = await renderHtml(<GiftDetailPage id={gift.id} />, { data: [[giftQuery(gift.id).queryKey, gift]] });
    expect(html).toMatch(/<h1[^>]*>Coffret thé à la menthe<\/h1>/);
    expect(html).toContain(htmlText('catalog:purchase.addToCart'));
  });
});
