import { afterAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/helper.js';
import { startSmtpServer } from '../../../../test/smtp.js';
import { processOutbox } from '../notifications/index.js';
import { addGift, orderPayload } from './test-fixtures.js';

const smtp = await startSmtpServer();
afterAll(() => smtp.close());
const { app, database } = await useTestApp({ env: { SMTP_HOST: smtp.host, SMTP_PORT: String(smtp.port) } });
const db = database.db;
const quiet = { info: () => undefined, warn: () => undefined };

const place = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: '/api/orders', payload });

describe('a guest’s order confirmation', () => {
  it('reaches the guest’s mailbox with the bank details, the order’s page and the tracking', async () => {
    const gift = await addGift(db, { price: '120.00' });
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: 'amal.invitee@exemple.ma' }));
    expect(res.statusCode).toBe(201);
    const order = res.json();
    await processOutbox(app.deps, quiet);

    const mail = await smtp.waitFor('amal.invitee@exemple.ma');
    expect(mail.subject).toBe(`Votre commande ${order.orderNumber} est confirmée`);
    expect(mail.body).toContain('Bonjour Karim,');
    expect(mail.body).toContain('IBAN: MA64 0117 8000 0012 3456 7890 1234');
    expect(mail.body).toContain(`Référence: ${order.orderNumber}`);
    expect(mail.body).toContain('Montant: 145,00 DH');
    expect(mail.body).toContain(`http://localhost:3000/orders/${order.id}`);
    expect(mail.body).toContain(`suivez-la avec le numéro ${order.orderNumber} et le téléphone du destinataire`);
    expect(mail.body).toContain('http://localhost:3000/track');
  });

  it('speaks the order’s language', async () => {
    const gift = await addGift(db);
    const res = await place(orderPayload([{ giftId: gift.id, quantity: 1 }], { senderEmail: 'jane.guest@example.com', locale: 'en' }));
    await processOutbox(app.deps, quiet);
    const mail = await smtp.waitFor('jane.guest@example.com');
    expect(mail.subject).toBe(`Your order ${res.json().orderNumber} is confirmed`);
    expect(mail.body).toContain('Payment by bank transfer');
  });
});
