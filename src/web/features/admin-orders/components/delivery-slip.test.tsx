import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { DeliverySlip } from './delivery-slip';
import { htmlText } from '@/testing/i18n';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('the delivery slip', () => {
  it('gives the recipient, the address, the phone, the contents and the card', async () => {
    const html = text(await renderHtml(<DeliverySlip order={adminOrder()} shopName="Cadeaux Maroc" />));
    expect(html).toContain('Yasmine Alaoui');
    expect(html).toContain('0612345678');
    expect(html).toContain('12 rue des Orangers, Maârif');
    expect(html).toContain('Casablanca');
    expect(html).toContain('2 × Coffret thé à la menthe');
    expect(html).toContain('Joyeux anniversaire, ma sœur !');
    expect(html).toContain(htmlText('admin:slip.from', { name: 'Salma Benali' }));
    expect(html).toContain(htmlText('admin:slip.deliveryOn', { date: '2 mai 2026' }));
  });

  it('shows no price anywhere', async () => {
    const html = text(await renderHtml(<DeliverySlip order={adminOrder()} shopName="Cadeaux Maroc" />));
    expect(html).not.toMatch(/DH|249|523|498|25,00/);
  });

  it('names no sender, and not the customer either, when the order is anonymous', async () => {
    const html = text(await renderHtml(<DeliverySlip order={adminOrder({ isAnonymous: true })} shopName="Cadeaux Maroc" />));
    expect(html).not.toContain('Salma');
    expect(html).not.toContain(htmlText('admin:slip.from', { name: '\u0000' }).split('\u0000')[0]);
    expect(html).toContain('Joyeux anniversaire, ma sœur !');
  });

  it('leaves out the card when there is neither message nor sender', async () => {
    const html = await renderHtml(<DeliverySlip order={adminOrder({ isAnonymous: true, personalMessage: null })} shopName="Cadeaux Maroc" />);
    expect(html).not.toContain(htmlText('admin:slip.card'));
  });

  it('is printed on its own A5 page', async () => {
    const html = await renderHtml(<DeliverySlip order={adminOrder()} shopName="Cadeaux Maroc" />);
    expect(html).toMatch(/<article class="delivery-slip/);
  });

  it('keeps the phone and order number left to right on an Arabic slip', async () => {
    const html = await renderHtml(<DeliverySlip order={adminOrder()} shopName="Cadeaux Maroc" />, { locale: 'ar' });
    expect(html).toContain('<bdi dir="ltr">0612345678</bdi>');
    expect(html).toContain('<bdi dir="ltr">CAD-7K4P9Q</bdi>');
    expect(html).toContain('علبة شاي بالنعناع');
  });
});
