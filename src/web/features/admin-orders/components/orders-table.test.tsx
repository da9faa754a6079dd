import { describe, expect, it } from 'vitest';
import type { AdminOrder } from '@contracts/admin-orders';
import { renderHtml } from '@/testing/render-html';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { OrdersTable } from './orders-table';
import { htmlText, text } from '@/testing/i18n';

const noop = () => {};
const table = (orders: AdminOrder[], locale: 'fr' | 'ar' | 'en' = 'fr') =>
  renderHtml(
    <OrdersTable
      orders={orders}
      isSelected={(o) => o.orderNumber === 'CAD-SELECTED'}
      allSelected={false}
      onSelect={noop}
      onSelectAll={noop}
      onStatus={noop}
      pendingId={null}
      onDetails={noop}
    />,
    { locale },
  );
const plain = (html: string) =>
  html
    .replace(/<wbr\/>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u202f\u00a0\u2066\u2069]/g, ' ')
    .replace(/\u2060/g, '')
    .replace(/\s+/g, ' ');
/** A key's text as a cell reads it. */
const said = (key: Parameters<typeof htmlText>[0], vars?: Record<string, unknown>) => plain(htmlText(key, vars)).trim();
/** The cells of the first body row, as text. */
const cells = (html: string) =>
  [...html.split('<tbody>')[1]!.split('</tr>')[0]!.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((m) => plain(m[1]!).trim());

describe('the orders table', () => {
  it('is a captioned table whose columns are headed and whose rows are headed by the order number', async () => {
    const html = await table([adminOrder()]);
    expect(html).toContain(`<caption class="sr-only">${htmlText('admin:orders.table.caption')}</caption>`);
    const heads = [...html.matchAll(/<th scope="col"[^>]*>(.*?)<\/th>/g)].map((m) => plain(m[1]!).trim());
    const head = ['table.number', 'table.placed', 'customer', 'recipient', 'delivery', 'total', 'payment', 'status', 'table.actions'] as const;
    expect(heads).toEqual(['', ...head.map((key) => plain(htmlText(`admin:orders.${key}`)))]);
    expect(html).toContain(`aria-label="${htmlText('admin:orders.selectPage')}"`);
    expect(html).toMatch(/<th scope="row"[^>]*><bdi dir="ltr">CAD-7K4P9Q<\/bdi><\/th>/);
  });

  it('gives on one row what the card gives: when, who, for whom and where, when delivered, how much, the payment and the status', async () => {
    const row = cells(await table([adminOrder()]));
    expect(row.slice(1)).toEqual([
      'CAD-7K4P9Q',
      '01/05/2026 10:30',
      'Salma Benali salma@exemple.ma',
      'Yasmine Alaoui Casablanca',
      'sam. 2 mai 09:00–13:00',
      '523 DH',
      `${said('admin:paymentLabel')} ${said('admin:paymentStatus.completed')} ${said('admin:paymentMethod.stripe')}`,
      [
        said('admin:status.processing'),
        said('admin:orders.table.statusOf', { number: 'CAD-7K4P9Q' }),
        ...(['pending', 'processing', 'delivered', 'cancelled'] as const).map((status) => said(`admin:status.${status}`)),
      ].join(' '),
      said('admin:orders.details'),
    ]);
  });

  it('calls a customer-less buyer a guest, with the e-mail and phone to reach them', async () => {
    const html = await table([adminOrder({ customer: null, senderEmail: 'nadia@exemple.ma', senderPhone: '+212655443322' })]);
    expect(cells(html)[3]).toBe(`${text('admin:guest')} nadia@exemple.ma +212655443322`);
    expect(html).toContain('href="mailto:nadia@exemple.ma"');
    expect(html).toContain('href="tel:+212655443322"');
  });

  it('flags an order whose link never reached the recipient, and says when the address is awaited or not needed', async () => {
    const waiting = { recipientAddress: null, recipientCity: null, awaitingRecipientAddress: true, deliveryDate: null, deliverySlot: null };
    const unsent = { linkDays: 7, expiresAt: null, unsentLink: 'http://shop.test/gift/claim/Zq3x' };
    expect(cells(await table([adminOrder({ ...waiting, recipientClaim: unsent })]))[4]).toBe(`Yasmine Alaoui ${text('admin:orders.table.linkUnsent')}`);
    expect(cells(await table([adminOrder({ ...waiting, recipientClaim: { ...unsent, unsentLink: null } })]))[4]).toBe(`Yasmine Alaoui ${text('admin:orders.awaitingAddress')}`);
    expect(cells(await table([adminOrder({ recipientAddress: null, recipientCity: null })]))[4]).toBe(`Yasmine Alaoui ${text('admin:orders.table.digital')}`);
    expect(cells(await table([adminOrder({ ...waiting })]))[5]).toBe(said('admin:orders.noDate'));
  });

  it('says an express delivery', async () => {
    expect(cells(await table([adminOrder({ express: true, deliverySlot: null })]))[5]).toBe(`sam. 2 mai ${said('admin:orders.express')}`);
  });

  it('ticks the selected rows and names each box after its order', async () => {
    const html = await table([adminOrder({ id: 'a', orderNumber: 'CAD-SELECTED' }), adminOrder({ id: 'b', orderNumber: 'CAD-OTHER' })]);
    expect(html).toMatch(new RegExp(`<tr data-selected="true"[^>]*><td[^>]*><input type="checkbox" aria-label="${text('admin:orders.select', { number: 'CAD-SELECTED' })}"[^>]*checked=""`));
    expect(html).toMatch(new RegExp(`<tr data-selected="false"[^>]*><td[^>]*><input type="checkbox" aria-label="${text('admin:orders.select', { number: 'CAD-OTHER' })}"`));
  });

  it('draws its figures lining and of one width, so amounts and dates line up', async () => {
    expect(await table([adminOrder()])).toMatch(/<table class="figures /);
  });

  it('reads in Arabic, the numbers kept left to right, and in English', async () => {
    const ar = await table([adminOrder({ totalAmount: '2175.00' })], 'ar');
    expect(ar).toContain(`<th scope="col" class="px-1.5 py-2.5 text-start align-bottom text-xs font-semibold text-muted">${htmlText('admin:orders.customer')}</th>`);
    expect(ar).toContain('<bdi dir="ltr">CAD-7K4P9Q</bdi>');
    expect(plain(ar)).toContain('2 175 درهم');
    expect(ar).toMatch(new RegExp(`<label for="[^"]+" class="sr-only">${htmlText('admin:orders.table.statusOf', { number: 'CAD-7K4P9Q' })}</label>`));
    const en = await table([adminOrder()], 'en');
    expect(cells(en).slice(2, 4)).toEqual(['01/05/2026 10:30', 'Salma Benali salma@exemple.ma']);
    expect(en).toContain(`<caption class="sr-only">${htmlText('admin:orders.table.caption')}</caption>`);
  });
});
