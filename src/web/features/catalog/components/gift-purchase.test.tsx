import { describe, expect, it } from 'vitest';
import { settingDefaults } from '@contracts/settings';
import { sampleGift } from '@/features/catalog/testing/gift';
import { renderHtml } from '@/testing/render-html';
import { DeliveryInfo } from './delivery-info';
import { GiftPurchase } from './gift-purchase';
import { htmlText } from '@/testing/i18n';

const buttons = (html: string) => [...html.matchAll(/<button[^>]*>/g)].map((m) => m[0]);

describe('GiftPurchase', () => {
  it('lets a physical gift in stock be ordered, with a quantity capped at the stock', async () => {
    const html = await renderHtml(<GiftPurchase gift={sampleGift({ stock: 3 })} />);
    expect(html).toContain(htmlText('catalog:stock.low', { count: 3 }));
    expect(html).toMatch(/<input[^>]*type="number"[^>]*min="1"[^>]*max="3"/);
    expect(html).toContain(`aria-label="${htmlText('catalog:purchase.decrease')}"`);
    expect(html).toContain(`aria-label="${htmlText('catalog:purchase.increase')}"`);
    expect(html).toContain(htmlText('catalog:purchase.addToCart'));
    expect(html).toContain(htmlText('catalog:purchase.buyNow'));
    const actions = buttons(html).filter((b) => !b.includes('aria-label'));
    expect(actions).toHaveLength(2);
    actions.forEach((b) => expect(b).not.toMatch(/\sdisabled=""/));
  });

  it('shows a sold-out gift as not orderable', async () => {
    const html = await renderHtml(<GiftPurchase gift={sampleGift({ stock: 0 })} />);
    expect(html).toContain(htmlText('catalog:stock.soldOut'));
    expect(html).not.toContain('type="number"');
    const actions = buttons(html);
    expect(actions).toHaveLength(2);
    actions.forEach((b) => expect(b).toMatch(/\sdisabled=""/));
  });

  it('asks no quantity for a digital gift', async () => {
    const html = await renderHtml(<GiftPurchase gift={sampleGift({ type: 'digital', stock: null })} />);
    expect(html).not.toContain('type="number"');
    expect(html).not.toContain(htmlText('catalog:stock.soldOut'));
    expect(html).toContain(htmlText('catalog:purchase.addToCart'));
  });
});

describe('DeliveryInfo', () => {
  it('shows the gift delivery time in hours, 24 when unset', async () => {
    expect(await renderHtml(<DeliveryInfo hours={48} />)).toContain(htmlText('catalog:delivery.time', { count: 48 }));
    expect(await renderHtml(<DeliveryInfo hours={0} />)).toContain(htmlText('catalog:delivery.time', { count: 24 }));
    expect(await renderHtml(<DeliveryInfo hours={null} />)).toContain(htmlText('catalog:delivery.time', { count: 24 }));
  });

  it('says the delivery times the shop set for its zones, unless the gift itself takes longer', async () => {
    const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];
    const usual = await renderHtml(<DeliveryInfo hours={24} />, { data });
    expect(usual).toContain(htmlText('catalog:delivery.within', { time: '1 à 3\u00a0jours' }));
    expect(usual).not.toContain(htmlText('catalog:delivery.time', { count: 24 }));
    expect(await renderHtml(<DeliveryInfo hours={120} />, { data })).toContain(htmlText('catalog:delivery.time', { count: 120 }));
  });
});
