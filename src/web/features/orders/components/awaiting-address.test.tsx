import { describe, expect, it } from 'vitest';
import { settingDefaults } from '@contracts/settings';
import { renderHtml } from '@/testing/render-html';
import { sampleOrder } from '@/features/orders/testing/order';
import { readSuccessParams } from '@/features/orders/utils/success-params';
import { DeliveryCard } from './detail/delivery-card';
import { OrderTimeline } from './order-timeline';
import { Confirmation } from './success/confirmation';
import { htmlText, text } from '@/testing/i18n';

const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];
const plain = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ');
// A key's text in the current language, read as the tests read the page.
const said = (key: Parameters<typeof htmlText>[0], vars?: Record<string, unknown>) => plain(htmlText(key, vars));
const salma = { name: 'Salma Benali', phone: '+212 6 12 34 56 78' };
const link = 'http://shop.test/gift/claim/Zq3xVb7wKp2mN8rT5yU1iO4aS6dF9gH0jL3cX7vB2nM';
const asked = (claim: Partial<NonNullable<ReturnType<typeof sampleOrder>['recipientClaim']>> = {}) =>
  sampleOrder({
    recipientAddress: null,
    recipientCity: null,
    awaitingRecipientAddress: true,
    recipientClaim: { linkDays: 7, expiresAt: null, unsentLink: null, ...claim },
  });
const success = (order: ReturnType<typeof sampleOrder>, locale: 'fr' | 'ar' = 'fr') =>
  renderHtml(
    <Confirmation order={order} params={readSuccessParams(`?order_id=${order.id}&payment_method=stripe&redirect_status=succeeded`)} celebrate={false} onCelebrate={() => undefined} />,
    { data, locale },
  );

describe('the success page of an order whose recipient gives the address', () => {
  it('says the recipient is asked by SMS or WhatsApp at their number, what the sender will see, and the link’s days — never a digital gift', async () => {
    for (const locale of ['fr', 'ar'] as const) {
      const html = plain(await success(asked(), locale));
      expect(html).toContain(said('orders:success.steps.askingText', salma));
      expect(html).toContain(said('orders:success.steps.toldText'));
      expect(html).toContain(said('orders:success.steps.noAnswerText', { ...salma, count: 7 }));
      expect(html).toContain(said('orders:awaitingAddress.date'));
      expect(html).not.toContain(said('orders:success.steps.preparationDigitalText'));
      expect(html).not.toContain(said('orders:common.sendDefault'));
    }
  });

  it('counts the link’s days in the plural the language asks for', async () => {
    const html = plain(await success(asked({ linkDays: 1 }), 'ar'));
    expect(html).toContain(said('orders:success.steps.noAnswerText', { ...salma, count: 1 }));
    expect(html).not.toContain(said('orders:success.steps.noAnswerText', { ...salma, count: 7 }));
  });
});

describe('the order page of an order whose recipient gives the address', () => {
  it('says how the recipient is asked and until when the link works', async () => {
    const html = plain(await renderHtml(<DeliveryCard order={asked({ expiresAt: '2030-06-15T10:30:00.000Z' })} />));
    expect(html).toContain(said('orders:awaitingAddress.how', { phone: salma.phone }));
    expect(html).toContain(said('orders:awaitingAddress.until', { date: '15 juin 2030', name: salma.name }));
    expect(html).not.toContain(link);
  });

  it('gives the sender the link that could not be sent, to copy or share by WhatsApp', async () => {
    const html = await renderHtml(<DeliveryCard order={asked({ unsentLink: link })} />);
    expect(plain(html)).toContain(said('orders:awaitingAddress.unsent.title', { name: salma.name }));
    expect(plain(html)).toContain(link);
    expect(html).toContain(`aria-label="${htmlText('orders:bank.copy', { label: text('orders:awaitingAddress.unsent.label') })}"`);
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(decodeURIComponent(share!.replace(/&amp;/g, '&').split('text=')[1]!)).toBe(
      said('orders:awaitingAddress.unsent.message', { name: salma.name, link }),
    );
  });
});

describe('the history of an order whose recipient gives the address', () => {
  it('names the link sent and the address given in words, never by their codes', async () => {
    const events = [
      { type: 'created', status: 'pending', note: null, createdAt: '2030-06-15T10:00:00.000Z' },
      { type: 'recipient_link_sent', status: null, note: null, createdAt: '2030-06-15T10:01:00.000Z' },
      { type: 'recipient_address_given', status: null, note: null, createdAt: '2030-06-16T09:00:00.000Z' },
    ];
    for (const locale of ['fr', 'ar'] as const) {
      const html = plain(await renderHtml(<OrderTimeline events={events} status="pending" />, { locale }));
      expect(html).toContain(said('orders:timeline.steps.recipientLinkSent'));
      expect(html).toContain(said('orders:timeline.steps.recipientAddressGiven'));
      expect(html).not.toMatch(/recipient_link_sent|recipient_address_given/);
    }
  });
});
