import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { sampleOrder } from '@/features/orders/testing/order';
import { settingDefaults } from '@contracts/settings';
import { readSuccessParams } from '@/features/orders/utils/success-params';
import { DeliveryCard } from './detail/delivery-card';
import { PaymentCard } from './detail/payment-card';
import { OrderCard } from './order-card';
import { Confirmation } from './success/confirmation';
import { htmlText } from '@/testing/i18n';

/** A key's text up to where its date goes: what the page says whatever the date. */
const upToDate = (key: Parameters<typeof htmlText>[0]) => htmlText(key, { date: '\u0000' }).split('\u0000')[0]!;

const digital = sampleOrder({ recipientAddress: null, recipientCity: null, recipientEmail: 'salma@exemple.ma', deliveryFee: '0.00' });

describe('an order of digital gifts only on the order screens', () => {
  it('reads "Livraison numérique" where an address would be, with the recipient’s e-mail', async () => {
    for (const html of [await renderHtml(<OrderCard order={digital} />), await renderHtml(<DeliveryCard order={digital} />)]) {
      expect(html).toContain(htmlText('orders:common.digitalDelivery'));
      expect(html).toContain('salma@exemple.ma');
      expect(html).not.toContain('null');
    }
    expect(await renderHtml(<DeliveryCard order={digital} />)).toContain(htmlText('orders:common.sendDefault'));
  });

  it('keeps the address and city of an order that is carried', async () => {
    const html = await renderHtml(<OrderCard order={sampleOrder()} />);
    expect(html).toContain('24 rue Ibn Batouta, Gauthier, Casablanca');
    expect(html).not.toContain(htmlText('orders:common.digitalDelivery'));
  });
});

describe('an order whose recipient gave the address through the private link', () => {
  it('shows its sender the city, the day and the slot, and says only the shop knows the street', async () => {
    const given = sampleOrder({ recipientAddress: null, recipientCity: 'Rabat', deliveryDate: '2026-05-12', deliverySlot: '09:00-13:00' });
    for (const html of [await renderHtml(<OrderCard order={given} />), await renderHtml(<DeliveryCard order={given} />)]) {
      expect(html).toContain(htmlText('orders:awaitingAddress.givenPrivately', { city: 'Rabat' }));
      expect(html).not.toContain('null');
      expect(html).not.toContain(htmlText('orders:common.digitalDelivery'));
    }
  });
});

describe('a cancelled transfer order on the order screens', () => {
  const cancelled = sampleOrder({
    status: 'cancelled',
    paymentStatus: 'failed',
    paymentFailureReason: 'Commande annulée',
    paymentFailureCode: 'cancelled',
    actions: { cancel: false, requestCancellation: false, confirmReceipt: false, payNow: false, verifyPayment: false, review: false },
  });
  const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];

  it('says nothing is due on the order page, without bank details or a payment failure', async () => {
    const html = await renderHtml(<PaymentCard order={cancelled} />, { data });
    expect(html).toContain(htmlText('orders:paymentStatus.nothing_due'));
    expect(html).toContain(htmlText('orders:detail.nothingDue'));
    expect(html).not.toContain(htmlText('orders:bank.title'));
    expect(html).not.toContain('MA64');
    expect(html).not.toContain(htmlText('orders:detail.failureTitle'));
    expect(html).not.toContain(htmlText('orders:paymentStatus.awaiting_transfer'));
    expect(html).not.toContain(htmlText('orders:detail.transferPending').split(':')[0]);
  });

  it('says nothing is due in the order list', async () => {
    const html = await renderHtml(<OrderCard order={cancelled} />);
    expect(html).toContain(htmlText('orders:paymentStatus.nothing_due'));
    expect(html).not.toContain(htmlText('orders:list.unpaid'));
  });

  it('shows the confirmation page as cancelled, without bank details or an amount to pay', async () => {
    const params = readSuccessParams(`?order_id=${cancelled.id}&payment_method=bank_transfer&redirect_status=awaiting_transfer`);
    const html = await renderHtml(<Confirmation order={cancelled} params={params} celebrate={false} onCelebrate={() => undefined} />, { data });
    expect(html).toContain(htmlText('orders:actions.cancelled'));
    expect(html).not.toContain(htmlText('orders:bank.title'));
    expect(html).not.toContain('325');
    expect(html).not.toContain(htmlText('orders:success.nextTitle'));
  });

  it('still shows the bank details of a transfer order that awaits its money', async () => {
    const html = await renderHtml(<PaymentCard order={sampleOrder()} />, { data });
    expect(html).toContain(htmlText('orders:bank.title'));
    expect(html).toContain(htmlText('orders:paymentStatus.awaiting_transfer'));
  });
});

describe('the deadline of a transfer order', () => {
  const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];
  // The server's expiresAt (placed + bank_transfer_expiry_days): 11:30 in Casablanca.
  const awaiting = sampleOrder({ expiresAt: '2030-06-15T10:30:00.000Z' });
  const params = readSuccessParams(`?order_id=${awaiting.id}&payment_method=bank_transfer&redirect_status=awaiting_transfer`);

  it('tells the buyer, on the success page and the order page, the date by which to pay and that the order is cancelled after it', async () => {
    const pages = [
      await renderHtml(<Confirmation order={awaiting} params={params} celebrate={false} onCelebrate={() => undefined} />, { data }),
      await renderHtml(<PaymentCard order={awaiting} />, { data }),
    ];
    for (const html of pages) {
      expect(html).toContain(htmlText('orders:bank.deadline', { date: '15 juin 2030 à 11:30' }));
    }
  });

  it('says it in Arabic too', async () => {
    const html = await renderHtml(<PaymentCard order={awaiting} />, { data, locale: 'ar' });
    expect(html).toContain(upToDate('orders:bank.deadline'));
    expect(html).toContain('2030');
  });

  it('names no deadline once the order is cancelled', async () => {
    const cancelled = sampleOrder({ expiresAt: '2030-06-15T10:30:00.000Z', status: 'cancelled', paymentStatus: 'failed' });
    expect(await renderHtml(<PaymentCard order={cancelled} />, { data })).not.toContain(upToDate('orders:bank.deadline'));
  });
});

describe('an order’s invoice and credit note on the order page', () => {
  const data: [readonly unknown[], unknown][] = [[['settings'], settingDefaults]];

  it('offers no download before the order is paid', async () => {
    const html = await renderHtml(<PaymentCard order={sampleOrder()} />, { data });
    expect(html).not.toContain('.pdf');
  });

  it('links the invoice, then the credit note of a paid order cancelled and refunded', async () => {
    const id = sampleOrder().id;
    const paid = sampleOrder({ paymentStatus: 'completed', documents: { invoice: 'FAC-2026-000123', creditNote: null, partialCreditNote: null } });
    const html = await renderHtml(<PaymentCard order={paid} />, { data });
    expect(html).toContain(`href="/api/orders/${id}/invoice.pdf"`);
    expect(html).toContain(htmlText('orders:detail.invoice', { number: 'FAC-2026-000123' }));
    expect(html).not.toContain('credit-note.pdf');

    const refunded = sampleOrder({ status: 'cancelled', paymentStatus: 'completed', documents: { invoice: 'FAC-2026-000123', creditNote: 'AV-2026-000001', partialCreditNote: null } });
    const both = await renderHtml(<PaymentCard order={refunded} />, { data });
    expect(both).toContain(`href="/api/orders/${id}/credit-note.pdf"`);
    expect(both).toContain(htmlText('orders:detail.creditNote', { number: 'AV-2026-000001' }));
  });
});
