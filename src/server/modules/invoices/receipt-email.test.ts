import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { processOutbox } from '../notifications/index.js';
import { addGift, orderPayload, signIn } from '../orders/test-fixtures.js';
import { pdfText } from '../../lib/pdf/test-pdf.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await useTestApp({ env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port), OUTBOUND_ALLOW_PRIVATE: 'true' } });
const db = database.db;
const warnings: string[] = [];
const log = { info: () => undefined, warn: (line: string) => warnings.push(line) };

describe('the payment confirmation e-mail', () => {
  it('reaches the buyer with the invoice as a PDF, and a link to the order', async () => {
    const me = await signIn(db, { firstName: 'Zineb' });
    const headers = { cookie: me.cookie };
    const gift = await addGift(db, { price: '150.00' });
    const order = (await app.inject({ method: 'POST', url: '/api/orders', payload: orderPayload([{ giftId: gift.id, quantity: 1 }], { paymentMethod: 'stripe' }), headers })).json();
    const intent = (await app.inject({ method: 'POST', url: '/api/create-payment-intent', payload: { orderId: order.id }, headers })).json();
    await app.inject({
      method: 'POST',
      url: '/api/payments/test/confirm',
      payload: { paymentIntentId: intent.paymentIntentId, cardNumber: '4242424242424242', expiry: '12/40', cvc: '123' },
      headers,
    });
    await processOutbox(app.deps, log);
    expect(warnings).toEqual([]);

    const mail = smtp.messages.find((m) => m.to.includes(me.user.email) && m.subject === `Paiement reçu pour votre commande ${order.orderNumber}`);
    expect(mail?.body).toContain('Bonjour Zineb,');
    expect(mail?.body).toMatch(/paiement de [\d  ,.]+ DH pour la commande/);
    expect(mail?.body).toContain(`http://localhost:3000/orders/${order.id}`);
    const attached = /Content-Type: application\/pdf; name="?(FAC-\d{4}-\d{6})\.pdf"?[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail?.raw ?? '');
    expect(attached?.[1]).toBeDefined();
    const pdf = Buffer.from((attached?.[2] ?? '').replace(/\s/g, ''), 'base64');
    const text = await pdfText(pdf);
    expect(text).toContain(attached?.[1]);
    expect(text).toContain('175,00 MAD');
  });
});
