import { describe, expect, it } from 'vitest';
import { renderHtml } from '@/testing/render-html';
import { adminOrder } from '@/features/admin-orders/testing/order';
import { PaymentForm } from './payment-form';
import { htmlText } from '@/testing/i18n';

const noop = () => {};

describe('the payment form', () => {
  it('offers the transfer reference for a bank transfer', async () => {
    const html = await renderHtml(<PaymentForm order={adminOrder({ paymentMethod: 'bank_transfer', paymentStatus: 'awaiting_transfer' })} pending={false} onSubmit={noop} />);
    expect(html).toContain(htmlText('admin:payment.reference'));
    expect(html).toContain(`<option value="bank_transfer">${htmlText('admin:paymentMethod.bank_transfer')}</option>`);
    expect(html).toContain(`<option value="awaiting_transfer">${htmlText('admin:paymentStatus.awaiting_transfer')}</option>`);
  });

  it('hides it for a card payment', async () => {
    const html = await renderHtml(<PaymentForm order={adminOrder({ paymentMethod: 'stripe' })} pending={false} onSubmit={noop} />);
    expect(html).not.toContain(htmlText('admin:payment.reference'));
    expect(html).toContain(`<option value="stripe">${htmlText('admin:paymentMethod.stripe')}</option>`);
  });
});
