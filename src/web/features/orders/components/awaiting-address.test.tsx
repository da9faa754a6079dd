import { describe, expect, it } from 'vitest';
import { settingDefaults } from '@contracts/settings';
import { renderHtml } from '@/testing/render-html';
import { sampleOrder } from '@/features/orders/testing/order';
import { readSuccessParams } from '@/features/orders/utils/success-params';
import { DeliveryCard } from './detail/delivery-card';
import { OrderTimeline } from './order-timeline';
import { Confirmation } from './success/confirmation';
import { htmlText } from '@/testing/i18n';

const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/[\u202f\u00a0]/g, ' ').replace(/\s+/g, ' ');
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
    const html = text(await success(asked()));
    expect(html).toContain('Salma Benali reçoit par SMS ou WhatsApp, au +212 6 12 34 56 78, un lien privé pour indiquer son adresse');
    expect(html).toContain('la ville, le jour et le créneau choisis ; son adresse reste connue de la boutique seulement');
    expect(html).toContain('Le lien est valable 7 jours. Sans réponse, Salma Benali reçoit un rappel, puis nous vous contactons.');
    expect(html).toContain(htmlText('orders:awaitingAddress.date'));
    expect(html).not.toMatch(/numérique|Dès la confirmation/);
  });

  it('says it in Arabic, with the plural of days', async () => {
    const html = text(await success(asked(), 'ar'));
    expect(html).toContain('يصل \u2068Salma Benali\u2069 رابط خاص عبر رسالة نصية أو واتساب');
    expect(html).toContain('الرابط صالح 7 أيام');
    expect(html).toContain('يختاره المستلم');
    expect(html).not.toContain('الرقمية');
  });
});

describe('the order page of an order whose recipient gives the address', () => {
  it('says how the recipient is asked and until when the link works', async () => {
    const html = text(await renderHtml(<DeliveryCard order={asked({ expiresAt: '2030-06-15T10:30:00.000Z' })} />));
    expect(html).toContain('Nous lui demandons son adresse par un lien privé envoyé par SMS ou WhatsApp au +212 6 12 34 56 78');
    expect(html).toContain('Le lien fonctionne jusqu’au 15 juin 2030');
    expect(html).not.toContain(link);
  });

  it('gives the sender the link that could not be sent, to copy or share by WhatsApp', async () => {
    const html = await renderHtml(<DeliveryCard order={asked({ unsentLink: link })} />);
    expect(text(html)).toContain('Le lien n’a pas pu être envoyé à Salma Benali');
    expect(text(html)).toContain(link);
    expect(html).toMatch(/aria-label="Copier\s:\sLien à transmettre"/);
    const share = /href="(https:\/\/wa\.me\/\?text=[^"]+)"/.exec(html)?.[1];
    expect(decodeURIComponent(share!.replace(/&amp;/g, '&').split('text=')[1]!)).toBe(
      `Bonjour Salma Benali, un cadeau vous attend ! Indiquez votre adresse et le jour de livraison ici : ${link}`,
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
    const fr = text(await renderHtml(<OrderTimeline events={events} status="pending" />));
    expect(fr).toContain(htmlText('orders:timeline.steps.recipientLinkSent'));
    expect(fr).toContain('Adresse donnée par le destinataire');
    const ar = text(await renderHtml(<OrderTimeline events={events} status="pending" />, { locale: 'ar' }));
    expect(ar).toContain('أُرسل الرابط إلى المستلم لإدخال عنوانه');
    for (const html of [fr, ar]) expect(html).not.toMatch(/recipient_link_sent|recipient_address_given/);
  });
});
