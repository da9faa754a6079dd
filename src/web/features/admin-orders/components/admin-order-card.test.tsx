import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { AdminOrderCard } from './admin-order-card';
import { OrderHistory } from './order-history';
import { htmlText, text as said } from '@/testing/i18n';

const noop = () => {};
const card = (patch: Parameters<typeof adminOrder>[0] = {}, locale: 'fr' | 'ar' = 'fr') =>
  renderHtml(
    <AdminOrderCard order={adminOrder(patch)} selected={false} onSelect={noop} onStatus={noop} statusPending={false} onDetails={noop} onPrint={noop} />,
    { locale },
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').replace(/[\u202f\u00a0]/g, ' ');

describe('an order card', () => {
  it('shows the id cut to 8 characters, the customer, the recipient, the message, the items and the totals', async () => {
    const html = text(await card());
    expect(html).toContain('CAD-7K4P9Q');
    expect(html).toContain('ID 0b6f9a8e');
    expect(html).not.toContain('0b6f9a8e-6d3c');
    expect(html).toContain('Salma Benali · salma@exemple.ma');
    expect(html).toContain('Yasmine Alaoui');
    expect(html).toContain('Joyeux anniversaire, ma sœur !');
    expect(html).toContain('2 × Coffret thé à la menthe 498 DH');
    expect(html).toContain(`${said('admin:orders.total')} 523 DH`);
    expect(html).toContain(htmlText('admin:status.processing'));
    expect(html).toContain(said('admin:paymentStatus.completed'));
  });

  it('calls a customer-less order a guest and says when it is anonymous', async () => {
    const html = text(await card({ customer: null, isAnonymous: true }));
    expect(html).toContain(said('admin:guest'));
    expect(html).toContain(said('admin:orders.anonymous'));
  });

  it('gives a guest’s e-mail and phone from checkout, as links to write and call', async () => {
    const html = await card({ customer: null, senderEmail: 'nadia@exemple.ma', senderPhone: '+212655443322' });
    expect(text(html)).toContain(`${said('admin:guest')} · nadia@exemple.ma · +212655443322`);
    expect(html).toContain('href="mailto:nadia@exemple.ma"');
    expect(html).toContain('href="tel:+212655443322"');
  });

  it('offers the delivery shortcut until the order is delivered or cancelled', async () => {
    const shortcut = htmlText('admin:orders.confirmDelivery');
    expect(await card({ status: 'pending' })).toContain(shortcut);
    expect(await card({ status: 'delivered' })).not.toContain(shortcut);
    expect(await card({ status: 'cancelled' })).not.toContain(shortcut);
  });

  it('flags an order whose link could not reach the recipient, with the link to forward', async () => {
    const link = 'http://shop.test/gift/claim/Zq3xVb7wKp2mN8rT5yU1iO4aS6dF9gH0jL3cX7vB2nM';
    const waiting = { recipientAddress: null, recipientCity: null, awaitingRecipientAddress: true };
    const html = text(await card({ ...waiting, recipientClaim: { linkDays: 7, expiresAt: null, unsentLink: link } }));
    expect(html).toContain(htmlText('admin:orders.linkUnsent'));
    expect(html).toContain(`${said('admin:orders.linkToForward')} ${link}`);
    expect(text(await card({ ...waiting, recipientClaim: { linkDays: 7, expiresAt: null, unsentLink: null } }))).not.toContain(htmlText('admin:orders.table.linkUnsent'));
    const ar = text(await card({ ...waiting, recipientClaim: { linkDays: 7, expiresAt: null, unsentLink: link } }, 'ar'));
    expect(ar).toContain(said('admin:orders.linkUnsent'));
  });

  it('keeps the phone and the order number left to right in Arabic', async () => {
    const html = await card({}, 'ar');
    expect(html).toContain('<bdi dir="ltr">0612345678</bdi>');
    expect(html).toContain('<bdi dir="ltr">CAD-7K4P9Q</bdi>');
    expect(html).toContain(htmlText('admin:status.processing'));
  });
});

describe('an order’s history', () => {
  it('tells each event, who did it, and its note', async () => {
    const html = text(await renderHtml(<OrderHistory events={adminOrder().events} />));
    const inOrder = (...parts: string[]) => new RegExp(parts.join(' .* '));
    expect(html).toMatch(inOrder(said('admin:history.type.created'), said('admin:history.actor.customer')));
    expect(html).toMatch(inOrder(said('admin:history.type.payment_completed'), said('admin:history.actor.provider')));
    expect(html).toMatch(inOrder(said('admin:history.statusTo', { status: said('admin:status.processing') }), `${said('admin:history.actor.admin')} Emballage en cours`));
  });

  it('tells a payment change in words, in each language', async () => {
    const events = [{ type: 'payment_updated', status: null, note: 'bank_transfer · completed · VIR-42', actor: 'admin', createdAt: '2026-05-01T10:00:00.000Z' }];
    for (const locale of ['fr', 'en', 'ar'] as const) {
      const html = text(await renderHtml(<OrderHistory events={events} />, { locale }));
      expect(html).toContain(`${said('admin:paymentMethod.bank_transfer')} · ${said('admin:paymentStatus.completed')} · VIR-42`);
      expect(html).not.toContain('bank_transfer');
    }
  });
});
